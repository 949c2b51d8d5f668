import AppRunner

extension ExecutableLocator {
    /// The built `trips-shell`, or the one `TRIPS_SHELL_PATH` names.
    public static let tripsShell = ExecutableLocator(name: "trips-shell", environmentKey: "TRIPS_SHELL_PATH")
}
