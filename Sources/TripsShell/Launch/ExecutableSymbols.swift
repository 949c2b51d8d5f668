import Foundation

/// What ``TypeCacheWarmUp`` needs of an executable's own symbol table (ELF's `.symtab`): every type metadata
/// demangling cache variable, the function that fills one, and where the program headers were linked, from which
/// the addresses they have in the running process follow.
///
/// It reads a 64-bit little-endian ELF file (what Swift on Linux builds on x86-64 and AArch64), mapped rather than
/// copied, and looks only at its headers and its symbol and string tables. A file that is not one, that is cut
/// short, or that was stripped of its symbol table has no symbols to offer: ``read(_:)`` returns `nil`.
struct ExecutableSymbols {
    /// The link-time addresses of the type metadata demangling cache variables (symbols `$s…MD` of 8 bytes in a
    /// writable section).
    var caches: [UInt64] = []
    /// The link-time address of `__swift_instantiateConcreteTypeFromMangledName`, which fills such a cache.
    var instantiate: UInt64?
    /// The link-time address of the program headers (`PT_PHDR`), to find how far the loader moved the executable.
    var programHeaders: UInt64?

    /// The symbols of the ELF file at `path` (the running executable by default), or `nil` when it is not an ELF file
    /// this reads or has no symbol table.
    static func read(_ path: String = "/proc/self/exe") -> ExecutableSymbols? {
        guard let file = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        return file.withUnsafeBytes { ElfImage(bytes: $0).symbols() }
    }
}

/// An ELF file's bytes, read by offset; every read is checked against the file's length, so a truncated or foreign
/// file gives `nil` rather than a read past its end.
private struct ElfImage {
    private static let symbolTable: UInt32 = 2  // SHT_SYMTAB
    private static let programHeaderEntry: UInt32 = 6  // PT_PHDR
    private static let object: UInt8 = 1  // STT_OBJECT
    private static let function: UInt8 = 2  // STT_FUNC
    private static let writable: UInt64 = 1  // SHF_WRITE
    private static let accessorName = Array("__swift_instantiateConcreteTypeFromMangledName".utf8)

    /// A part of the file: where it starts and how long it is.
    private struct Extent {
        var offset: Int
        var count: Int
    }

    let bytes: UnsafeRawBufferPointer

    func symbols() -> ExecutableSymbols? {
        // "\u{7F}ELF", 64-bit (2), little-endian (1).
        guard bytes.count >= 64, bytes.starts(with: [0x7F, 0x45, 0x4C, 0x46, 2, 1]),
            let sections = table(at: 0x28, sizeAt: 0x3A, countAt: 0x3C),
            let programs = table(at: 0x20, sizeAt: 0x36, countAt: 0x38),
            let symbolTable = sections.first(where: { integer(UInt32.self, at: $0.offset + 4) == Self.symbolTable }),
            let linked = integer(UInt32.self, at: symbolTable.offset + 0x28).map(Int.init),
            sections.indices.contains(linked),
            let entries = contents(of: symbolTable), let names = contents(of: sections[linked])
        else { return nil }
        var symbols = ExecutableSymbols()
        symbols.programHeaders = programs.first { integer(UInt32.self, at: $0.offset) == Self.programHeaderEntry }
            .flatMap { integer(UInt64.self, at: $0.offset + 0x10) }
        let writableSections = Set(
            sections.indices.filter { (integer(UInt64.self, at: sections[$0].offset + 8) ?? 0) & Self.writable != 0 })
        // A symbol table runs to a hundred thousand entries of 24 bytes: read in place.
        for start in stride(from: entries.offset, to: entries.offset + entries.count - 23, by: 24) {
            let kind = bytes[start + 4] & 0xF
            guard kind == Self.object || kind == Self.function,
                let offset = integer(UInt32.self, at: start).map(Int.init), let name = name(in: names, at: offset),
                let value = integer(UInt64.self, at: start + 8)
            else { continue }
            if kind == Self.function {
                if name.elementsEqual(Self.accessorName) { symbols.instantiate = value }
            } else if name.count > 4, name.starts(with: [0x24, 0x73]), name.suffix(2).elementsEqual([0x4D, 0x44]),
                integer(UInt64.self, at: start + 16) == 8,
                let section = integer(UInt16.self, at: start + 6), writableSections.contains(Int(section))
            {
                symbols.caches.append(value)  // "$s…MD", 8 bytes, writable
            }
        }
        return symbols
    }

    /// The entries of the header table whose offset, entry size and count the ELF header holds at these offsets.
    private func table(at offsetField: Int, sizeAt sizeField: Int, countAt countField: Int) -> [Extent]? {
        guard let offset = integer(UInt64.self, at: offsetField).flatMap(Int.init(exactly:)),
            let size = integer(UInt16.self, at: sizeField).map(Int.init),
            let count = integer(UInt16.self, at: countField).map(Int.init),
            size > 0, offset >= 0, offset + size * count <= bytes.count
        else { return nil }
        return (0..<count).map { Extent(offset: offset + $0 * size, count: size) }
    }

    /// The bytes a section header names.
    private func contents(of header: Extent) -> Extent? {
        guard let offset = integer(UInt64.self, at: header.offset + 0x18).flatMap(Int.init(exactly:)),
            let count = integer(UInt64.self, at: header.offset + 0x20).flatMap(Int.init(exactly:)),
            offset >= 0, count >= 0, offset <= bytes.count - count
        else { return nil }
        return Extent(offset: offset, count: count)
    }

    /// The NUL-terminated name at `offset` in the string table `names`, or `nil` if it does not end within it.
    private func name(in names: Extent, at offset: Int) -> Slice<UnsafeRawBufferPointer>? {
        guard offset < names.count, let base = bytes.baseAddress else { return nil }
        let start = names.offset + offset
        // memchr, not a generic search: a hundred thousand names are looked at.
        guard let terminator = memchr(base + start, 0, names.count - offset) else { return nil }
        return bytes[start..<(base.distance(to: terminator))]
    }

    /// The little-endian integer at `offset`, or `nil` past the end.
    private func integer<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T? {
        guard offset >= 0, offset <= bytes.count - MemoryLayout<T>.size else { return nil }
        return T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
    }
}
