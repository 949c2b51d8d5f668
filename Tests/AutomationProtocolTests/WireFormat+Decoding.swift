import AutomationProtocol
import Foundation

extension WireFormat {
    /// Decodes one line (without its newline) with Foundation's `JSONDecoder`: the reading the hand-written readers
    /// (`Request.read`, `WireFormat.message(from:)`) are held to.
    static func decode<Value: Decodable>(_ type: Value.Type, from line: some DataProtocol) throws -> Value {
        try JSONDecoder().decode(type, from: Data(line))
    }
}
