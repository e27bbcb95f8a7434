/// Turns wire names into Swift names that follow the API Design Guidelines.
///
/// `tracking_number`, `TrackingNumber` and `tracking-number` all become `trackingNumber`
/// (or `TrackingNumber` for a type); a leading acronym is lowered whole (`SKUs` → `skus`,
/// `URLPath` → `urlPath`), later acronyms are upper-cased whole (`order_id` → `orderID`).
/// Reserved words are escaped with backticks where they are used,
/// never mangled.
package enum SwiftNaming {
    /// A name for a property, parameter, method or enum case.
    package static func memberName(_ wireName: String) -> String {
        name(wireName, firstWord: .lowered) ?? wireName
    }

    /// A name for a type.
    package static func typeName(_ wireName: String) -> String {
        name(wireName, firstWord: .capitalized) ?? wireName
    }

    /// How the first word of a name is written; the words after it are always `laterWord`s.
    enum FirstWord {
        /// `lowerLeadingWord`: a member name.
        case lowered
        /// `capitalize`: a type name.
        case capitalized
        /// `laterWord`: a name that follows another (`trailingWords`).
        case later
    }

    /// The name made of `wireName`'s words, nil when it has none. A name of ASCII alone, which
    /// nearly every wire name is, is made on its bytes (`ASCIIName`): the rules below, without
    /// a `String` for each word (the naming took an eighth of reading Stripe's document).
    static func name(_ wireName: String, firstWord: FirstWord) -> String? {
        if let name = ASCIIName.name(wireName, firstWord: firstWord) { return name }
        return nameFromWords(wireName, firstWord: firstWord)
    }

    /// The name made of `wireName`'s words by the rules as written for any text: what
    /// `ASCIIName` must give for ASCII (its tests compare the two).
    static func nameFromWords(_ wireName: String, firstWord: FirstWord) -> String? {
        let words = normalizedWords(wireName)
        guard let first = words.first else { return nil }
        let head: String
        switch firstWord {
        case .lowered: head = lowerLeadingWord(first)
        case .capitalized: head = capitalize(first)
        case .later: head = laterWord(first)
        }
        return words.dropFirst().reduce(into: head) { $0 += laterWord($1) }
    }

    /// Acronyms the guidelines write uniformly upper-case after the first word:
    /// `order_id` → `orderID`, `web_url` → `webURL`, `UserId` → `UserID`.
    static let acronyms: Set<String> = ["api", "id", "ids", "ip", "json", "html", "http", "https", "sku", "skus", "uri", "url", "urls", "uuid"]

    /// The length of the longest of ``acronyms``: a longer word is none, without hashing it.
    static let longestAcronym = acronyms.map(\.utf8.count).max() ?? 0

    /// A name as it reads after another word: each word capitalized, acronyms in capitals
    /// (`id` → `ID`, `itemIDs` → `ItemIDs`, `urlPath` → `URLPath`).
    package static func trailingWords(_ name: String) -> String {
        self.name(name, firstWord: .later) ?? ""
    }

    /// A word after the first: an acronym in capitals (its plural `s` kept small), others capitalized.
    private static func laterWord(_ word: String) -> String {
        guard word.utf8.count <= longestAcronym else { return capitalize(word) }
        let lowered = word.lowercased()
        guard acronyms.contains(lowered) else { return capitalize(word) }
        return lowered.hasSuffix("s") && lowered.count > 2 && acronyms.contains(String(lowered.dropLast()))
            ? lowered.dropLast().uppercased() + "s"
            : lowered.uppercased()
    }

    /// The words of a name; SCREAMING_CASE is lowered so `RETURNED_TO_SENDER` reads as words.
    private static func normalizedWords(_ name: String) -> [String] {
        let words = splitWords(name)
        let shouting = words.allSatisfy { word in !word.unicodeScalars.contains(where: \.isLowercaseLetter) }
            && words.reduce(0) { $0 + $1.unicodeScalars.count } > 3
        return shouting ? words.map { $0.lowercased() } : words
    }

    /// Whether `name` is a valid Swift identifier once backticks are added where needed.
    /// A lone `_` is not a name: Swift reads it as "no name".
    package static func isValidIdentifier(_ name: String) -> Bool {
        guard name != "_", let first = name.unicodeScalars.first else { return false }
        guard first == "_" || first.canStartIdentifier else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.canContinueIdentifier }
    }

    /// The name as it must be written where a declaration or member access uses it.
    package static func escaped(_ name: String) -> String {
        reservedWords.contains(name) ? "`\(name)`" : name
    }

    /// The name as the label of a declared parameter: only `inout`, `var` and `let` need
    /// backticks there; every other keyword is a valid label as written.
    package static func label(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// The name as an argument label in a call: only `inout` needs backticks there
    /// (escaping `var` or `let` would warn).
    package static func callLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// Words that need backticks as declared names.
    package static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "some", "any", "consume", "borrowing",
    ]

    /// Splits on separators and on lower-to-upper case changes, keeping acronyms whole.
    static func splitWords(_ name: String) -> [String] {
        // Words are copied out whole, never appended scalar by scalar (that cost a tenth of
        // reading GitHub's document); an ASCII name's scalars are its bytes.
        let bytes = Array(name.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            return wordRanges(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
        let scalars = Array(name.unicodeScalars)
        return wordRanges(scalars).map { String(String.UnicodeScalarView(scalars[$0])) }
    }

    /// Where the words of `units` are: split on separators and on lower-to-upper case changes,
    /// acronyms kept whole. The units are a name's scalars, or the bytes of an ASCII name.
    static func wordRanges<Units: RandomAccessCollection>(_ units: Units) -> [Range<Int>]
    where Units.Element: NameUnit, Units.Index == Int {
        var words: [Range<Int>] = []
        words.reserveCapacity(8)
        // The word being read starts at `start`.
        var start = 0
        for index in units.indices {
            let unit = units[index]
            guard unit.isWordCharacter else {
                if start < index { words.append(start..<index) }
                start = index + 1
                continue
            }
            guard start < index, unit.isUppercaseLetter else { continue }
            let previousIsUpper = units[index - 1].isUppercaseLetter
            let nextIsLower = index + 1 < units.count && units[index + 1].isLowercaseLetter
            // "trackingNumber" splits before N; "URLPath" splits before the P.
            if !previousIsUpper || (nextIsLower && !isPluralS(units, at: index + 1)) {
                words.append(start..<index)
                start = index
            }
        }
        if start < units.count { words.append(start..<units.count) }
        return words
    }

    /// Whether the lower-case letter at `index` is a lone plural `s` closing an acronym (`SKUs`).
    private static func isPluralS<Units: RandomAccessCollection>(_ units: Units, at index: Int) -> Bool
    where Units.Element: NameUnit, Units.Index == Int {
        guard index < units.count, units[index].isLetterS else { return false }
        return index + 1 == units.count || !units[index + 1].isLowercaseLetter
    }

    private static func capitalize(_ word: String) -> String {
        if let ascii = withFirstASCIIByte(of: word, changedBy: { $0 &- 0x20 }, when: UInt8(ascii: "a")...UInt8(ascii: "z")) {
            return ascii
        }
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// For a word of ASCII alone, whose first character is its first byte: the word with that
    /// byte changed when it falls in `range` (its case flipped), else the word itself; nil for any
    /// other word, which takes the Unicode path. Most words are ASCII, and `Character`'s case
    /// mapping (grapheme breaking, then a `String` for one letter) cost a few hundred
    /// instructions a word.
    private static func withFirstASCIIByte(
        of word: String, changedBy change: (UInt8) -> UInt8, when range: ClosedRange<UInt8>
    ) -> String? {
        guard let first = word.utf8.first, word.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard range.contains(first) else { return word }
        var bytes = Array(word.utf8)
        bytes[0] = change(first)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Lowers a leading word, acronyms whole: `URL` → `url`, `SKUs` → `skus`, `Tracking` → `tracking`.
    private static func lowerLeadingWord(_ word: String) -> String {
        let stem = word.hasSuffix("s") ? word.dropLast() : Substring(word)
        if !stem.isEmpty, !stem.unicodeScalars.contains(where: \.isLowercaseLetter) { return word.lowercased() }
        if let ascii = withFirstASCIIByte(of: word, changedBy: { $0 &+ 0x20 }, when: UInt8(ascii: "A")...UInt8(ascii: "Z")) {
            return ascii
        }
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }
}
