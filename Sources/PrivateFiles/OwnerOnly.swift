import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files and directories that only their owner may read: the trips, their lock, the weather kept, the shell's
/// history, and the data directories that hold them. A person's travel dates say when their home is empty.
///
/// Each is made with its mode from the first moment (0600 for a file, 0700 for a directory), never written first and
/// restricted after: the mode is handed to `open` and `mkdir`, and set again at once with `fchmod` and `chmod`,
/// because the process's umask masks what those two are given (under a umask of 0277 a file would be made 0400,
/// which its owner could not write). One found with group's or others' permissions is tightened by ``tighten(_:)``.
public enum OwnerOnly {
    /// A file's mode: read and write, for its owner alone.
    public static let fileMode: mode_t = 0o600
    /// A directory's mode: read, write and search, for its owner alone.
    public static let directoryMode: mode_t = 0o700

    /// Makes `directory` and each missing directory above it, 0700. One that exists is left as it is: see
    /// ``tighten(_:)``. Throws when something in the way is not a directory, or the system says no.
    public static func makeDirectory(_ directory: URL) throws(OwnerOnlyError) {
        var missing: [String] = []
        var path = directory.standardizedFileURL.path
        var status = stat()
        while stat(path, &status) != 0 {
            guard errno == ENOENT, path != "/" else { throw OwnerOnlyError(path: path, code: errno) }
            missing.append(path)
            path = (path as NSString).deletingLastPathComponent
        }
        guard isDirectory(status) else {
            throw OwnerOnlyError(path: path, code: ENOTDIR)
        }
        for path in missing.reversed() {
            guard mkdir(path, directoryMode) == 0 else {
                let code = errno
                // Another process may have made it meanwhile: a directory is what was wanted.
                guard code == EEXIST, stat(path, &status) == 0, isDirectory(status) else {
                    throw OwnerOnlyError(path: path, code: code)
                }
                continue
            }
            guard chmod(path, directoryMode) == 0 else { throw OwnerOnlyError(path: path, code: errno) }
        }
    }

    /// Opens `file` with `flags` (`O_RDWR`, say), making it 0600 if it is missing; a file that exists keeps its mode.
    /// The caller closes the descriptor returned.
    public static func open(_ file: URL, flags: Int32) throws(OwnerOnlyError) -> Int32 {
        while true {
            let made = openFile(file.path, flags | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
            if made >= 0 {
                guard fchmod(made, fileMode) == 0 else {
                    let code = errno
                    close(made)
                    throw OwnerOnlyError(path: file.path, code: code)
                }
                return made
            }
            guard errno == EEXIST else { throw OwnerOnlyError(path: file.path, code: errno) }
            let opened = openFile(file.path, flags | O_CLOEXEC, 0)
            if opened >= 0 { return opened }
            // Removed between the two: make it after all.
            guard errno == ENOENT else { throw OwnerOnlyError(path: file.path, code: errno) }
        }
    }

    /// Makes `file`, which must not exist yet, 0600 and holding `data`. When anything fails, no file is left.
    public static func create(_ file: URL, containing data: Data) throws(OwnerOnlyError) {
        let descriptor = openFile(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw OwnerOnlyError(path: file.path, code: errno) }
        var code = fchmod(descriptor, fileMode) == 0 ? writeAll(data, to: descriptor) : errno
        if close(descriptor) != 0, code == 0 { code = errno }
        guard code == 0 else {
            unlink(file.path)
            throw OwnerOnlyError(path: file.path, code: code)
        }
    }

    /// Replaces `file` with one holding `data`: a new 0600 file beside it, renamed over it, so that a crash leaves the
    /// old file or the new one, never half of one, and a reader that opened the old one still reads it whole. When
    /// anything fails, the old file is as it was and no other file is left.
    public static func replace(_ file: URL, with data: Data) throws(OwnerOnlyError) {
        let beside = file.deletingLastPathComponent()
            .appendingPathComponent(".\(file.lastPathComponent)-\(UUID().uuidString).tmp")
        do throws(OwnerOnlyError) {
            try create(beside, containing: data)
        } catch {
            throw OwnerOnlyError(path: file.path, code: error.code)
        }
        guard rename(beside.path, file.path) == 0 else {
            let code = errno
            unlink(beside.path)
            throw OwnerOnlyError(path: file.path, code: code)
        }
    }

    /// Takes group's and others' permissions off what is at `url`, leaving its owner's as they are (a read-only
    /// directory stays read-only). Returns what changed; `nil` when there was nothing to take off, nothing there, or
    /// it is not this user's to change (then the system refuses `chmod`, and it stays as it is).
    public static func tighten(_ url: URL) -> Tightening? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        let mode = status.st_mode & 0o7777
        guard mode & othersBits != 0 else { return nil }
        let tightened = mode & ~othersBits
        guard chmod(url.path, tightened) == 0 else { return nil }
        return Tightening(path: url.path, from: mode, to: tightened)
    }

    // MARK: - Private

    /// Group's and others' read, write and execute bits.
    private static let othersBits: mode_t = 0o077

    private static func isDirectory(_ status: stat) -> Bool {
        status.st_mode & S_IFMT == S_IFDIR
    }

    /// Writes all of `data`, however many calls it takes; `0`, or the `errno` of the call that failed.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }
}

/// The system's `open`, named apart from ``OwnerOnly/open(_:flags:)``.
private func openFile(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}
