/// The statuses `trips-shell` exits with that a driver reads, declared once for the shell and its drivers.
public enum ExitStatus {
    /// Its launch arguments were refused (sysexits.h's EX_USAGE): a relaunch with the same ones fails the same way.
    public static let usage: Int32 = 64
}
