import CThreadSanitizer

// MARK: - ThreadSanitizer

/// Whether this process was built with ThreadSanitizer (`make tsan`), which slows every thread several times over: the
/// test bounds (`TestSupport`'s `Duration.scaledForBuild`) stretch by it.
public enum ThreadSanitizer {
    /// True when the sanitizer's runtime is linked into this process.
    public static var isRunning: Bool { thread_sanitizer_is_running() != 0 }
}
