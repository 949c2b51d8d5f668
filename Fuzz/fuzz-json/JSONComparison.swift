import AutomationProtocol
import Foundation

/// Whether the wire's value and Foundation's are the same JSON value.
enum JSONComparison {
    /// Numbers compare by value (the wire reads `1.0` as the integer 1, Foundation as the double 1.0), the rest by
    /// structure: the same strings, the same elements in order, the same keys with the same values.
    /// With `decimalTolerance`, a number Foundation read as an `NSDecimalNumber` may differ from the wire's by that
    /// fraction of its size (``JSONDifference/decimalTolerance``).
    static func same(_ ours: JSONValue, _ foundation: Any, decimalTolerance: Double? = nil) -> Bool {
        let same = { (ours: JSONValue, foundation: Any) in
            Self.same(ours, foundation, decimalTolerance: decimalTolerance)
        }
        if let tolerance = decimalTolerance, let decimal = foundation as? NSDecimalNumber, let value = ours.double {
            return abs(decimal.doubleValue - value) <= tolerance * abs(value)
        }
        switch ours {
        case .null: return foundation is NSNull
        case .bool(let value): return (foundation as? Bool) == value && isBoolean(foundation)
        case .integer(let value): return number(foundation).map { $0 == Double(value) } ?? false
        case .number(let value): return number(foundation) == value
        case .string(let value): return (foundation as? String) == value
        case .array(let values):
            guard let others = foundation as? [Any], others.count == values.count else { return false }
            return zip(values, others).allSatisfy { same($0, $1) }
        case .object(let fields):
            guard let others = foundation as? [String: Any], others.count == fields.count else { return false }
            return fields.allSatisfy { key, value in others[key].map { same(value, $0) } ?? false }
        }
    }

    /// Foundation's number as a double, or nil for anything that is not a number (a boolean included).
    private static func number(_ value: Any) -> Double? {
        guard !isBoolean(value), let number = value as? NSNumber else { return nil }
        return number.doubleValue
    }

    /// Whether Foundation read `true` or `false`: an `NSNumber` of Objective-C type `c`, as no number it reads is.
    private static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }
}

extension JSONValue {
    /// The value as a double, when it is a number.
    fileprivate var double: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }
}
