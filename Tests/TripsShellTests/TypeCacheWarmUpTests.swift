import CProcessControl
import Foundation
import Testing

@testable import TripsShell

/// The fork server's type-cache warm-up, on the test binary itself (a Swift executable like trips-shell): its symbol
/// table is read, and every demangling cache in it is filled; a file that is not an ELF executable, or is cut short,
/// gives nothing to warm.
struct TypeCacheWarmUpTests {
    @Test func theRunningExecutablesCachesAndTheirFillerAreFound() throws {
        let symbols = try #require(ExecutableSymbols.read())
        #expect(symbols.caches.count > 100)
        #expect(symbols.instantiate != nil)
        #expect(symbols.programHeaders != nil)
    }

    @Test func everyCacheIsFilledAfterTheWarmUp() throws {
        let symbols = try #require(ExecutableSymbols.read())
        #expect(TypeCacheWarmUp.run(symbols: symbols) == symbols.caches.count)
        // A cache not yet filled holds its type's name as a negative number (a relative offset and a negated length);
        // a filled one, the metadata's address.
        let slide = UInt64(trips_program_headers_address()) &- (symbols.programHeaders ?? 0)
        let unfilled = symbols.caches.filter { cache in
            guard let address = UnsafeRawPointer(bitPattern: UInt(cache &+ slide)) else { return true }
            return address.load(as: Int64.self) < 0
        }
        #expect(unfilled.count == 0, "\(unfilled.count) of \(symbols.caches.count) caches left unfilled")
    }

    @Test func aFileThatIsNotAnExecutableOrIsCutShortGivesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("type-cache-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("text")
        try Data("not an executable\n".utf8).write(to: text)
        #expect(ExecutableSymbols.read(text.path) == nil)
        #expect(ExecutableSymbols.read(folder.appendingPathComponent("missing").path) == nil)

        // The header alone: the section headers it points to are past the end.
        let whole = try Data(contentsOf: URL(fileURLWithPath: "/proc/self/exe"), options: .alwaysMapped)
        let cut = folder.appendingPathComponent("cut")
        try whole.prefix(4096).write(to: cut)
        #expect(ExecutableSymbols.read(cut.path) == nil)
        #expect(TypeCacheWarmUp.run(symbols: nil) == 0)
    }
}
