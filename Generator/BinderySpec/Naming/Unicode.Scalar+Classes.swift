/// Character classes the naming rules ask about, answered without Unicode's property tables
/// for ASCII, which nearly every wire name is: those lookups dominate the time a large spec
/// takes to load.
extension Unicode.Scalar {
    /// An upper-case letter.
    var isUppercaseLetter: Bool {
        isASCII ? ("A"..."Z").contains(self) : properties.isUppercase
    }

    /// A lower-case letter.
    var isLowercaseLetter: Bool {
        isASCII ? ("a"..."z").contains(self) : properties.isLowercase
    }

    /// A letter or an ASCII digit: part of a word rather than a separator between words.
    package var isWordCharacter: Bool {
        isASCII ? ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
            : properties.isAlphabetic
    }

    /// Whether it can start a Swift identifier (`_` aside).
    package var canStartIdentifier: Bool {
        isASCII ? ("a"..."z").contains(self) || ("A"..."Z").contains(self) : properties.isXIDStart
    }

    /// Whether it can continue a Swift identifier (`_` aside).
    var canContinueIdentifier: Bool {
        isASCII ? isWordCharacter : properties.isXIDContinue
    }
}

/// What `SwiftNaming.wordRanges` reads a name as: its scalars, or the bytes of a name of ASCII
/// alone (`ASCIIName`), whose classes are their scalars'.
protocol NameUnit {
    var isWordCharacter: Bool { get }
    var isUppercaseLetter: Bool { get }
    var isLowercaseLetter: Bool { get }
    /// A lower-case `s`, which may be a plural ending.
    var isLetterS: Bool { get }
}

extension Unicode.Scalar: NameUnit {
    var isLetterS: Bool { self == "s" }
}

extension UInt8: NameUnit {
    var isWordCharacter: Bool { Unicode.Scalar(self).isWordCharacter }
    var isUppercaseLetter: Bool { Unicode.Scalar(self).isUppercaseLetter }
    var isLowercaseLetter: Bool { Unicode.Scalar(self).isLowercaseLetter }
    var isLetterS: Bool { Unicode.Scalar(self).isLetterS }
}
