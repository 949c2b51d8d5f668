import Foundation
import PrivateFiles

/// What a build of a package depends on, read without building: the size, modification time and inode of every file
/// of the package and of each package it depends on by path, the `swift` that builds it, the environment variables
/// SwiftPM and the compilers read, and the outputs the flow tools use (the flows' test bundle, the app's product).
/// SwiftPM decides what to compile from these, so while they are as the package's last build left them another build
/// would compile nothing; yet even that build plans the whole package and holds SwiftPM's lock on the build folder
/// meanwhile (a second or more on a large package, and every other build of the folder waits). The flow tools build
/// only when the stamp moved.
///
/// A stamp is taken of the inputs before a build starts and of the outputs once it is done, so that a file saved while
/// it compiled makes the next stamp differ. Hidden files and folders are not read (SwiftPM takes no source from them,
/// and `.build` and `.git` are among them), nor a folder below a root that is a package of its own, nor the build
/// folder. Not in it, so a change to them needs a build the stamp does not ask for (or the stamps' folder removed): a
/// toolchain chosen behind the same `swift` (a proxy that reads a hidden `.swift-version`), a variable a manifest reads
/// by another name, what a build plugin reads, a dependency being edited (`swift package edit`).
struct BuildStamp: Equatable, Sendable {
    /// One line per input: the `swift`, what a build is asked to do and in which environment, the packages it
    /// depends on by path, then every file, by path.
    var inputs: [String]
    /// One line per output, as it is after the build.
    var outputs: [String]

    /// The inputs of a build of the package at `root` in `scratch` by `swift` with `arguments` and `environment`: its
    /// files and those of `dependencies`, the packages it depends on by path.
    static func inputs(
        root: URL, dependencies: [URL], scratch: URL, swift: String, arguments: [String],
        environment: [String: String]
    ) -> [String] {
        let compiler = URL(fileURLWithPath: swift).resolvingSymlinksInPath().path
        let read = environment.filter { key, _ in isReadByTheBuild(key) }.sorted { $0.key < $1.key }
        var lines = ["swift " + line(compiler), "arguments " + arguments.joined(separator: " ")]
        lines += read.map { "environment \($0.key)=\($0.value)" }
        lines += realPaths(dependencies).map { "dependency " + $0 }
        var visited = Set<String>()
        for real in [root.resolvingSymlinksInPath().path] + realPaths(dependencies) {
            guard visited.insert(real).inserted else { continue }
            lines.append("root \(real)")
            files(in: real, skipping: scratch.resolvingSymlinksInPath().path, visited: &visited, into: &lines)
        }
        return lines
    }

    /// A stamp that names the packages a build resolved and matches no build: the next one reads them, and its own
    /// stamp is the one kept.
    static func unbuilt(dependencies: [URL]) -> BuildStamp {
        BuildStamp(inputs: realPaths(dependencies).map { "dependency " + $0 }, outputs: ["unbuilt"])
    }

    /// The packages it depends on by path that the stamp was taken with.
    var dependencies: [URL] {
        inputs.filter { $0.hasPrefix("dependency ") }.map { URL(fileURLWithPath: String($0.dropFirst(11))) }
    }

    /// Whether `first` and `second` name the same packages, however spelt.
    static func sameDependencies(_ first: [URL], _ second: [URL]) -> Bool {
        realPaths(first) == realPaths(second)
    }

    /// The packages SwiftPM's last resolution in `scratch` found by path (its `workspace-state.json`). A build folder
    /// two packages build in holds the resolution of whichever built last, so the list is only the package's own right
    /// after its build.
    static func localDependencies(scratch: URL) -> [URL] {
        guard let data = FileManager.default.contents(atPath: scratch.appending(path: "workspace-state.json").path),
            let state = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let object = state["object"] as? [String: Any],
            let dependencies = object["dependencies"] as? [[String: Any]]
        else { return [] }
        return dependencies.compactMap { dependency in
            guard let reference = dependency["packageRef"] as? [String: Any],
                reference["kind"] as? String == "fileSystem",
                let location = reference["location"] as? String
            else { return nil }
            return URL(fileURLWithPath: location)
        }
    }

    /// The environment variables SwiftPM, its manifests' conventions and the compilers it starts read.
    private static func isReadByTheBuild(_ key: String) -> Bool {
        let named: Set = ["CC", "CXX", "SDKROOT", "TOOLCHAINS", "DEVELOPER_DIR", "CPATH", "LIBRARY_PATH"]
        return key.hasPrefix("SWIFT") || named.contains(key)
    }

    /// The real paths of `folders`, sorted, each once.
    private static func realPaths(_ folders: [URL]) -> [String] {
        Set(folders.map { $0.resolvingSymlinksInPath().path }).sorted()
    }

    /// The outputs at `paths`, each as it is now (or missing); a test bundle that is a folder (macOS) by the binary
    /// in it, which a link rewrites.
    static func outputs(_ paths: [String]) -> [String] {
        paths.map { path in
            var isFolder: ObjCBool = false
            guard path.hasSuffix(".xctest"), FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
                isFolder.boolValue
            else { return line(path) }
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            return line(path + "/Contents/MacOS/" + name)
        }
    }

    /// The text a stamp is kept as.
    var text: String {
        (inputs + ["outputs"] + outputs).joined(separator: "\n") + "\n"
    }

    // MARK: - Reading the files

    /// `path`, and the size, modification time and inode of the file at `real` (where a link at `path` leads); or
    /// that nothing is there.
    private static func line(_ path: String, real: String? = nil) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: real ?? path) else {
            return "\(path) missing"
        }
        let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        return "\(path) \(size) \(modified) \(inode)"
    }

    /// Every file below `folder` but hidden ones, a nested package's and the build folder's, in path order; a linked
    /// folder is read where it leads, once.
    private static func files(
        in folder: String, skipping scratch: String, visited: inout Set<String>, into lines: inout [String]
    ) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            lines.append("\(folder) unreadable")
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder) else {
                lines.append("\(path) dangling")
                continue
            }
            guard isFolder.boolValue else {
                lines.append(line(path, real: real))
                continue
            }
            let nestedPackage = FileManager.default.fileExists(atPath: real + "/Package.swift")
            guard real != scratch, !nestedPackage, visited.insert(real).inserted else { continue }
            files(in: real, skipping: scratch, visited: &visited, into: &lines)
        }
    }
}

/// Where the stamps of a build folder's builds are kept: a file per package root, in the build folder itself, so that
/// removing the folder removes them, and every server (a session each) reads what the last one built.
struct BuildStamps: Sendable {
    /// The build folder.
    var scratch: URL

    /// The stamp the last successful build of the package at `root` left, if any.
    func last(for root: URL) -> BuildStamp? {
        guard let text = try? String(contentsOf: file(for: root), encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard let split = lines.firstIndex(of: "outputs") else { return nil }
        return BuildStamp(inputs: Array(lines[..<split]), outputs: Array(lines[(split + 1)...]))
    }

    /// Keeps `stamp` as the last successful build's of the package at `root`; a stamp that cannot be written is
    /// none, and the next build runs.
    func keep(_ stamp: BuildStamp, for root: URL) {
        let folder = scratch.appending(path: "trips-mcp-stamps")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? OwnerOnly.replace(file(for: root), with: Data(stamp.text.utf8))
    }

    /// Forgets the package's stamp, before a build that may change what is built.
    func forget(_ root: URL) {
        try? FileManager.default.removeItem(at: file(for: root))
    }

    /// The stamp's file: the root's real path, its slashes made dashes (the stamp names its roots whole, so two roots
    /// that read alike here never pass for each other).
    private func file(for root: URL) -> URL {
        let name = root.resolvingSymlinksInPath().path.split(separator: "/").joined(separator: "-")
        return scratch.appending(path: "trips-mcp-stamps/\(name).stamp")
    }
}
