/// The type of a field, parameter, body or response, as a spec writes it.
///
/// Written forms: `string`, `integer`, `number`, `decimal`, `boolean`, `datetime`, `date`, `url`,
/// `uuid`, `data`
/// (Base64 on the wire), `json` (any JSON value), `[T]` (list), `[string: T]` (map), or the
/// name of a model or enum of the spec.
package indirect enum TypeReference: Hashable, Sendable {
    case string
    case integer
    case number
    /// A number kept in decimal digits, for money: `Decimal`, never rounded through binary.
    case decimal
    case boolean
    /// A point in time; the wire format is the API's `dateFormat`.
    case dateTime
    /// A calendar date, `YYYY-MM-DD` on the wire: `CalendarDate`.
    case date
    /// An absolute URL, as text on the wire: `URL`.
    case url
    /// A UUID, as text on the wire, written in lowercase: `UUID`.
    case uuid
    /// A date and time as a place's clock shows it, with an offset only when the wire has one
    /// (AfterShip's `checkpoint_time`): `LocalDateTime`, never guessed into a moment.
    case localDateTime
    /// Bytes, Base64 on the wire.
    case data
    /// Any JSON value.
    case json
    case array(TypeReference)
    case map(TypeReference)
    /// A model or enum declared in the spec.
    case named(String)

    /// The scalar type names a spec may use.
    package static let scalarNames: [String: TypeReference] = [
        "string": .string, "integer": .integer, "number": .number, "decimal": .decimal, "boolean": .boolean,
        "datetime": .dateTime, "date": .date, "localdatetime": .localDateTime, "url": .url, "uuid": .uuid, "data": .data, "json": .json,
    ]

    /// The spec's own spelling, for messages and diffs.
    package var specSpelling: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .decimal: "decimal"
        case .boolean: "boolean"
        case .dateTime: "datetime"
        case .date: "date"
        case .localDateTime: "localdatetime"
        case .url: "url"
        case .uuid: "uuid"
        case .data: "data"
        case .json: "json"
        case .array(let element): "[\(element.specSpelling)]"
        case .map(let value): "[string: \(value.specSpelling)]"
        case .named(let name): name
        }
    }

    /// Every named type this reference mentions.
    package var namedReferences: [String] {
        switch self {
        case .named(let name): [name]
        case .array(let element), .map(let element): element.namedReferences
        default: []
        }
    }

    /// Whether the type is a `uuid`, or a list or map of them at any depth: encoded in lowercase
    /// through the runtime's `encodeUUIDs`.
    package var holdsUUIDs: Bool {
        switch self {
        case .uuid: true
        case .array(let element), .map(let element): element.holdsUUIDs
        default: false
        }
    }

    /// Whether a value of this type is a collection that can be empty instead of absent.
    package var isCollection: Bool {
        switch self {
        case .array, .map: true
        default: false
        }
    }
}

/// Parses the written form of a type: `[string: [Checkpoint]]`.
package enum TypeReferenceParser {
    /// A parse failure with the 0-based offset into the text where it happened.
    package struct Failure: Error {
        package var message: String
        package var offset: Int
    }

    package static func parse(_ text: String) -> Result<TypeReference, Failure> {
        // Most types are one name in ASCII: read as the scanner would, without making
        // `Character`s of it (that was 6% of reading Stripe's document).
        if !text.isEmpty, text.utf8.allSatisfy(isASCIINameByte) {
            return .success(TypeReference.scalarNames[text] ?? .named(text))
        }
        var scanner = Scanner(characters: Array(text))
        do {
            let type = try scanner.parseType()
            scanner.skipSpaces()
            guard scanner.isAtEnd else {
                throw Failure(message: "unexpected '\(scanner.rest)' after the type", offset: scanner.index)
            }
            return .success(type)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", offset: 0))
        }
    }

    /// Whether the byte is a letter, a digit or `_` in ASCII: what a type name is made of.
    private static func isASCIINameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// The deepest nesting of lists and maps a type may have; deeper text is refused rather
    /// than parsed recursively, so hostile input cannot exhaust the stack.
    package static let maximumDepth = 32

    private struct Scanner {
        let characters: [Character]
        var index = 0
        var depth = 0

        var isAtEnd: Bool { index >= characters.count }
        var rest: String { String(characters[index...]) }

        mutating func skipSpaces() {
            while !isAtEnd, characters[index] == " " { index += 1 }
        }

        mutating func parseType() throws -> TypeReference {
            skipSpaces()
            guard !isAtEnd else { throw Failure(message: "a type is missing", offset: index) }
            if characters[index] == "[" {
                guard depth < TypeReferenceParser.maximumDepth else {
                    throw Failure(message: "the type nests deeper than \(TypeReferenceParser.maximumDepth) levels", offset: index)
                }
                depth += 1
                defer { depth -= 1 }
                index += 1
                skipSpaces()
                let firstStart = index
                let first = try parseType()
                skipSpaces()
                if !isAtEnd, characters[index] == ":" {
                    guard first == .string else {
                        throw Failure(message: "map keys must be 'string', not '\(first.specSpelling)'", offset: firstStart)
                    }
                    index += 1
                    let value = try parseType()
                    try expect("]")
                    return .map(value)
                }
                try expect("]")
                return .array(first)
            }
            let start = index
            while !isAtEnd, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                index += 1
            }
            guard index > start else {
                throw Failure(message: "unexpected '\(characters[index])' where a type name belongs", offset: index)
            }
            let name = String(characters[start..<index])
            return TypeReference.scalarNames[name] ?? .named(name)
        }

        mutating func expect(_ character: Character) throws {
            skipSpaces()
            guard !isAtEnd, characters[index] == character else {
                throw Failure(message: "expected '\(character)'", offset: index)
            }
            index += 1
        }
    }
}
