// Numbers compare by value, whichever case holds them: `.integer(1)` and `.number(1)` are the
// same JSON `1` (both encode as `1`), and a `.number` built by hand still equals the integer a
// decoder reads for it. The comparison is exact: `.number(9007199254740992)` is not
// `.integer(9007199254740993)`, though the integer rounds to that double.

extension JSONValue {
    /// Whether two values are the same JSON; numbers by value, whichever case holds them.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.integer(let left), .integer(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.integer(let integer), .number(let number)), (.number(let number), .integer(let integer)):
            Int64(exactly: number) == integer
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        default: false
        }
    }

    /// Hashes the value so that equal values (an integer and the double of the same value
    /// included) hash alike.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null:
            hasher.combine(0)
        case .bool(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .integer(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .number(let value):
            if let integer = Int64(exactly: value) {
                hasher.combine(2)
                hasher.combine(integer)
            } else {
                hasher.combine(3)
                hasher.combine(value)
            }
        case .string(let value):
            hasher.combine(4)
            hasher.combine(value)
        case .array(let value):
            hasher.combine(5)
            hasher.combine(value)
        case .object(let value):
            hasher.combine(6)
            hasher.combine(value)
        }
    }
}
