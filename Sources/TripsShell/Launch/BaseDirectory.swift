/// The folders a user's environment names for an application's files, read as the XDG base directory specification
/// says: an XDG variable that is empty or not an absolute path counts as unset, as does an empty `HOME`.
enum BaseDirectory {
    /// `$XDG_DATA_HOME`, `$XDG_STATE_HOME`…: the variable's path when it is an absolute one.
    static func xdg(_ variable: String, in environment: [String: String]) -> String? {
        guard let path = environment[variable], path.hasPrefix("/") else { return nil }
        return path
    }

    /// `$HOME`, unless it is empty.
    static func home(in environment: [String: String]) -> String? {
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home
    }
}
