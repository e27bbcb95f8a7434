/// `SwiftNaming`'s rules for a name of ASCII alone, on its bytes: the words are found by the
/// same `SwiftNaming.wordRanges`, and the name is written once into a `String` of its own size.
/// The rules as written for any text (`SwiftNaming.nameFromWords`) made a `String` for each
/// word and another for each change of case: 8,000 instructions a name, an eighth of reading
/// Stripe's document. Tests compare the two on every combination of the words the rules treat
/// apart (acronyms, plurals, shouting, digits, separators).
enum ASCIIName {
    /// The name `SwiftNaming.nameFromWords` makes of `wireName`; nil when `wireName` has a byte
    /// past ASCII or no word (the general rules decide those).
    static func name(_ wireName: String, firstWord: SwiftNaming.FirstWord) -> String? {
        var wireName = wireName
        return wireName.withUTF8 { bytes in
            guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let words = SwiftNaming.wordRanges(bytes)
            guard !words.isEmpty else { return nil }
            // SCREAMING_CASE is read lower-case: `RETURNED_TO_SENDER` is three words.
            let shouting = words.allSatisfy { !bytes[$0].contains(where: isLower) }
                && words.reduce(0) { $0 + $1.count } > 3
            let length = words.reduce(0) { $0 + $1.count }
            return String(unsafeUninitializedCapacity: length) { output in
                var writer = Writer(output: output)
                for (index, range) in words.enumerated() {
                    let word = Word(bytes: bytes, range: range, lowered: shouting)
                    switch index == 0 ? firstWord : .later {
                    case .lowered: writer.writeLeading(word)
                    case .capitalized: writer.writeCapitalized(word)
                    case .later: writer.writeLater(word)
                    }
                }
                return writer.count
            }
        }
    }

    /// A word of the name: its bytes, lowered when the whole name is shouted.
    private struct Word {
        let bytes: UnsafeBufferPointer<UInt8>
        let range: Range<Int>
        let lowered: Bool

        var count: Int { range.count }

        subscript(offset: Int) -> UInt8 {
            let byte = bytes[range.lowerBound + offset]
            return lowered ? ASCIIName.lower(byte) : byte
        }

        /// Whether the word, lowered, is one of `SwiftNaming.acronyms`, leaving out its last
        /// `dropping` bytes.
        func isAcronym(dropping: Int = 0) -> Bool {
            let length = count - dropping
            return ASCIIName.acronyms.contains { acronym in
                acronym.count == length && acronym.indices.allSatisfy { ASCIIName.lower(self[$0]) == acronym[$0] }
            }
        }
    }

    /// Writes words into the name's bytes.
    private struct Writer {
        let output: UnsafeMutableBufferPointer<UInt8>
        var count = 0

        mutating func append(_ byte: UInt8) {
            output[count] = byte
            count += 1
        }

        /// `lowerLeadingWord`: an acronym lowered whole (`URL`, `SKUs`), else its first letter.
        mutating func writeLeading(_ word: Word) {
            let stem = word[word.count - 1] == UInt8(ascii: "s") ? word.count - 1 : word.count
            let upperStem = stem > 0 && !(0..<stem).contains { ASCIIName.isLower(word[$0]) }
            for offset in 0..<word.count {
                let byte = word[offset]
                append(upperStem || offset == 0 ? ASCIIName.lower(byte) : byte)
            }
        }

        /// `capitalize`: the first letter upper-case.
        mutating func writeCapitalized(_ word: Word) {
            for offset in 0..<word.count {
                append(offset == 0 ? ASCIIName.upper(word[0]) : word[offset])
            }
        }

        /// `laterWord`: an acronym in capitals, its plural `s` kept small (`IDs`); others capitalized.
        mutating func writeLater(_ word: Word) {
            guard word.count <= SwiftNaming.longestAcronym, word.isAcronym() else { return writeCapitalized(word) }
            let plural = word.count > 2 && ASCIIName.lower(word[word.count - 1]) == UInt8(ascii: "s") && word.isAcronym(dropping: 1)
            for offset in 0..<word.count {
                let byte = ASCIIName.lower(word[offset])
                append(plural && offset == word.count - 1 ? byte : ASCIIName.upper(byte))
            }
        }
    }

    /// `SwiftNaming.acronyms`, as bytes.
    private static let acronyms: [[UInt8]] = SwiftNaming.acronyms.map { Array($0.utf8) }

    private static func isLower(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }

    private static func upper(_ byte: UInt8) -> UInt8 {
        isLower(byte) ? byte - 0x20 : byte
    }
}
