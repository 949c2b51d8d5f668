import AutomationKit
import Domain

extension LogLines {
    /// The log that adds its lines here, for the automation endpoint to hand on.
    public var log: AppLog {
        AppLog { [self] line in add(line) }
    }
}
