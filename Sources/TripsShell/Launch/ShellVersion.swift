/// The version `trips-shell --version` prints and the automation greeting carries.
public enum ShellVersion {
    /// The version string.
    public static let current = "0.1.0"
}
