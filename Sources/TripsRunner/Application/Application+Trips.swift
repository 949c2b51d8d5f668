import AppRunner

extension Application {
    /// Makes an application for the built `trips-shell` (``AppProfile/trips``), found at each launch.
    ///
    /// `name` names the failure artifacts' folder; without it, the running Swift Testing test's name is used.
    public convenience init(name: String? = nil) {
        self.init(profile: .trips, name: name)
    }
}
