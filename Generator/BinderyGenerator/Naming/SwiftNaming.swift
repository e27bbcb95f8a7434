/// Turns wire names into Swift names that follow the API Design Guidelines.
///
/// `tracking_number`, `TrackingNumber` and `tracking-number` all become `trackingNumber`
/// (or `TrackingNumber` for a type); a leading acronym is lowered whole (`SKUs` → `skus`,
/// `URLPath` → `urlPath`). Reserved words are escaped with backticks where they are used,
/// never mangled.
public enum SwiftNaming {
    /// A name for a property, parameter, method or enum case.
    public static func memberName(_ wireName: String) -> String {
        let words = normalizedWords(wireName)
        guard let first = words.first else { return wireName }
        return lowerLeadingWord(first) + words.dropFirst().map(capitalize).joined()
    }

    /// A name for a type.
    public static func typeName(_ wireName: String) -> String {
        normalizedWords(wireName).map(capitalize).joined()
    }

    /// The words of a name; SCREAMING_CASE is lowered so `RETURNED_TO_SENDER` reads as words.
    private static func normalizedWords(_ name: String) -> [String] {
        let words = splitWords(name)
        let shouting = words.allSatisfy { word in word.allSatisfy { !$0.isLowercase } }
            && words.reduce(0) { $0 + $1.count } > 3
        return shouting ? words.map { $0.lowercased() } : words
    }

    /// Whether `name` is a valid Swift identifier once backticks are added where needed.
    public static func isValidIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }

    /// The name as it must be written where a declaration or member access uses it.
    public static func escaped(_ name: String) -> String {
        reservedWords.contains(name) ? "`\(name)`" : name
    }

    /// Words that need backticks as declared names.
    static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "some", "any", "consume", "borrowing",
    ]

    /// Splits on separators and on lower-to-upper case changes, keeping acronyms whole.
    static func splitWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let scalars = Array(name.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let isSeparator = !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            if isSeparator {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let previous = current.unicodeScalars.last, scalar.properties.isUppercase {
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                let previousIsUpper = previous.properties.isUppercase
                let nextIsLower = next.map { $0.properties.isLowercase } ?? false
                // "trackingNumber" splits before N; "URLPath" splits before the P.
                if !previousIsUpper || (nextIsLower && !isPluralS(scalars, at: index + 1)) {
                    words.append(current)
                    current = ""
                }
            }
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether the lower-case letter at `index` is a lone plural `s` closing an acronym (`SKUs`).
    private static func isPluralS(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard index < scalars.count, scalars[index] == "s" else { return false }
        return index + 1 == scalars.count || !scalars[index + 1].properties.isLowercase
    }

    private static func capitalize(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Lowers a leading word, acronyms whole: `URL` → `url`, `SKUs` → `skus`, `Tracking` → `tracking`.
    private static func lowerLeadingWord(_ word: String) -> String {
        let stem = word.hasSuffix("s") ? word.dropLast() : Substring(word)
        if !stem.isEmpty, stem.allSatisfy({ !$0.isLowercase }) { return word.lowercased() }
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }
}
