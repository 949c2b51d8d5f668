/// Reading decimal numbers out of ASCII text byte by byte, for the fixed-width forms Domain reads (`YYYY-MM-DD`, an
/// internet date-time): every byte must be an ASCII digit, so no sign, space or other script's digit gets through.
enum ASCIIDigits {
    /// The number `bytes` spell, or `nil` if any of them is not an ASCII digit (or there are none).
    static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
