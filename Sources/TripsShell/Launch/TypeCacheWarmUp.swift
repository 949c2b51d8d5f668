import CProcessControl
import Foundation

/// What a fork server does once, after ``LaunchWarmUp``, so that the apps it forks find every type the binary names
/// already resolved: it fills each of the executable's type metadata demangling caches.
///
/// Code that uses a concrete generic type (`Dictionary<Place, Question>`, `AsyncStream<String>`) reaches its
/// metadata through a cache variable of its own, filled the first time by demangling the type's name, instantiating
/// the metadata and checking its generic requirements, which scans every protocol conformance record in the binary.
/// A forked app inherits the caches its server filled and pays for the rest itself; ``LaunchWarmUp`` goes through a
/// launch's first steps, but not through the tasks, observation and stubbed requests a flow then runs, which cannot
/// run before a fork (they start threads). Filling every cache at once, from the executable's symbol table
/// (``ExecutableSymbols``), needs no list of types to keep up to date: whatever the binary names is ready.
///
/// A binary without a symbol table, or that is not a 64-bit ELF file, is left as it is: its apps resolve their types
/// themselves, as they would anyway.
enum TypeCacheWarmUp {
    /// Fills every demangling cache of this executable; returns how many there were (0 when none could be found).
    @discardableResult
    static func run(symbols: ExecutableSymbols? = ExecutableSymbols.read()) -> Int {
        guard let symbols, let instantiate = symbols.instantiate, let linked = symbols.programHeaders else { return 0 }
        // Where the loader put the program headers, against where they were linked: how far the whole executable
        // (a position-independent one) was moved.
        let loaded = UInt64(trips_program_headers_address())
        guard loaded != 0 else { return 0 }
        let slide = loaded &- linked
        guard let function = UnsafeRawPointer(bitPattern: UInt(instantiate &+ slide)) else { return 0 }
        // The compiler's helper takes the cache's address and returns the metadata, with the C calling convention
        // (IRGen makes its helper functions so); called on a cache already filled, it only reads it. This is the one
        // call of a function by an address read from a file: the address is the executable's own, from its own
        // symbol table, moved by the slide the loader reports.
        typealias Instantiate = @convention(c) (UnsafeMutableRawPointer) -> UnsafeRawPointer?
        let fill = unsafeBitCast(function, to: Instantiate.self)
        var filled = 0
        for cache in symbols.caches {
            guard let address = UnsafeMutableRawPointer(bitPattern: UInt(cache &+ slide)) else { continue }
            _ = fill(address)
            filled += 1
        }
        return filled
    }
}
