import AutomationKit
import Domain

extension LogLines {
    /// The log that adds its lines here with where each was said, for the automation endpoint to hand on.
    public var log: AppLog {
        AppLog(placed: { [self] text, file, line in add(text, file: file, line: line) })
    }
}
