/// How a number of seconds reads in what Trips says: the one formatter for errors, help and the shell.
public enum SecondsText {
    /// The number alone: `10`, `2.5` (whole numbers without a fraction).
    public static func number(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    }

    /// With its unit, in the largest one that reads whole: `300 ms`, `10 s`, `2.5 s`, `10 min`.
    public static func duration(_ seconds: Double) -> String {
        if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
        if seconds >= 60, seconds.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(seconds / 60)) min" }
        return "\(number(seconds)) s"
    }
}
