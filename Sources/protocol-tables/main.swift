import Foundation
import ProtocolTables

// protocol-tables [--write | --check] [--root PATH]: the protocol documents' tables (and the shell's), made from the
// declarations they list. With no option it prints them; --write puts each into its document between its markers;
// --check exits 1 naming each table that differs from its declarations. The root is the package's (default: here).

let usage = "usage: protocol-tables [--write | --check] [--root PATH]\n"
var mode = "print"
var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--write", "--check": mode = argument
    case "--root":
        guard let path = arguments.popFirst() else {
            FileHandle.standardError.write(Data(("protocol-tables: --root needs a path.\n" + usage).utf8))
            exit(64)
        }
        root = URL(fileURLWithPath: path)
    default:
        FileHandle.standardError.write(Data(("protocol-tables: unknown argument '\(argument)'.\n" + usage).utf8))
        exit(64)
    }
}

do {
    let tables = DocumentTables(root: root, tables: try DocumentTable.all())
    switch mode {
    case "--write":
        for document in try tables.write() { print("wrote \(document)") }
    case "--check":
        let stale = tables.stale()
        for problem in stale { print(problem) }
        exit(stale.isEmpty ? 0 : 1)
    default:
        for table in tables.tables { print("\(table.document), \"\(table.name)\":\n\(table.markdown)\n") }
    }
} catch {
    FileHandle.standardError.write(Data("protocol-tables: \(error.description)\n".utf8))
    exit(1)
}
