import Foundation

/// Foundation, the reference the hand-written writer and reader are held to: a line parsed by `JSONSerialization` and
/// written again by `JSONEncoder` with sorted keys and unescaped slashes.
///
/// A line the hand-written writer wrote comes back byte for byte only if it is JSON Foundation reads and would have
/// written the same way (key order, escapes, numbers). `JSONEncoder` writes, because `JSONSerialization`'s
/// `.sortedKeys` ignores case on Linux (`b` before `B`) where `JSONEncoder` sorts by code point, as the wire does.
enum FoundationJSON {
    /// `line` parsed by `JSONSerialization` and written again by `JSONEncoder`.
    static func rewritten(_ line: some DataProtocol) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(line), options: .fragmentsAllowed)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Value(object)), as: UTF8.self)
    }

    /// `line` parsed by Foundation and written again with its keys in whatever order Foundation keeps them.
    static func reordered(_ line: some DataProtocol) throws -> Data {
        let object = try JSONSerialization.jsonObject(with: Data(line), options: .fragmentsAllowed)
        return try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])
    }

    /// What `JSONSerialization` read, as a value `JSONEncoder` writes.
    private enum Value: Encodable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case array([Value])
        case object([String: Value])

        init(_ object: Any) {
            switch object {
            case let number as NSNumber where String(cString: number.objCType) == "c": self = .bool(number.boolValue)
            // Seventeen significant digits come back as an `NSDecimalNumber`, whose `doubleValue` is not the nearest
            // double (0.30000000000000004 reads as 0.3000000000000001); its text is exact.
            case let number as NSDecimalNumber: self = .number(Double(number.description) ?? number.doubleValue)
            case let number as NSNumber where String(cString: number.objCType) == "d":
                self = .number(number.doubleValue)
            case let number as NSNumber: self = .integer(number.intValue)
            case let string as String: self = .string(string)
            case let array as [Any]: self = .array(array.map(Value.init))
            case let object as [String: Any]: self = .object(object.mapValues(Value.init))
            default: self = .null
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let flag): try container.encode(flag)
            case .integer(let whole): try container.encode(whole)
            case .number(let number): try container.encode(number)
            case .string(let text): try container.encode(text)
            case .array(let values): try container.encode(values)
            case .object(let fields): try container.encode(fields)
            }
        }
    }
}
