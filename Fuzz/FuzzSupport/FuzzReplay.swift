import Foundation

/// A fuzz target run as a plain program: each file named on the command line (each file in a named directory) is
/// handed to the target once.
///
/// Every fuzzer is an executable target. Built by `make fuzz` (SwiftPM with `-sanitize=fuzzer`, which compiles it as
/// a library), libFuzzer's `main` drives its `LLVMFuzzerTestOneInput`; built by `make build`, the same entry point
/// runs under this `main` instead, so a fuzzer that no longer compiles breaks the ordinary build, and a saved input
/// can be replayed without the sanitizers.
public enum FuzzReplay {
    /// Hands every input named in `arguments` to `target`, then prints how many it ran; a broken check traps.
    public static func run(
        _ target: (UnsafePointer<UInt8>, Int) -> CInt, arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) {
        var count = 0
        for path in arguments.flatMap(files(at:)) {
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            // An empty input still needs a pointer: hand the target a buffer of one byte and a count of zero.
            let padded = bytes.isEmpty ? [0] : bytes
            _ = padded.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { target($0, bytes.count) } ?? 0
            }
            count += 1
        }
        print("replayed \(count) inputs")
    }

    /// The file at `path`, or the files in it when it is a directory, sorted.
    private static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
}
