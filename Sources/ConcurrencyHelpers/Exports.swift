// The portable helpers (the wake-up signal, the line framing, the line-reading thread) have a module of their own so
// that the app-side kit links them without this module's Linux-only process control; everything that imports
// ConcurrencyHelpers keeps seeing them here, as before.
@_exported import ConcurrencyBasics
