import Foundation

// launch-floor: the least a Swift program with Foundation can do — load, print a line, exit. `make bench` measures
// trips-shell's launch against it.
print(ProcessInfo.processInfo.processIdentifier)
