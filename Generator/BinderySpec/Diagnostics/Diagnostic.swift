/// A problem found in a spec, reported at the place it was written.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    package enum Severity: String, Sendable {
        case error
        case warning
        case note
    }

    /// How serious it is; any error fails the run.
    package var severity: Severity
    /// Where the problem is.
    package var location: SourceLocation
    /// What is wrong and, where it helps, what to do.
    package var message: String

    /// Creates a diagnostic. Line breaks and other control characters in `message` (which
    /// quotes the spec's own text) are written as escapes, `\n`, so that a diagnostic is always
    /// one line and a hostile spec cannot forge lines or terminal sequences in a build log.
    package init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = Self.oneLine(message)
    }

    /// `text` with every control character (C0 but tab, DEL, C1) and line or paragraph
    /// separator written as a Swift escape.
    package static func oneLine(_ text: String) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _ where isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The form SwiftPM and Xcode show inline: `path:line:column: error: message`.
    package var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// Collects diagnostics during one run so that every mistake is reported at once.
package struct DiagnosticCollector: Sendable {
    /// Everything reported so far, in the order it was found.
    package private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    package init() {}

    /// Whether any error was reported.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reports an error.
    package mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, at: location, message))
    }

    /// Reports a warning.
    package mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, at: location, message))
    }

    /// Adds diagnostics found elsewhere.
    package mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// The diagnostics sorted by file and position, duplicates removed.
    package var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics
            .filter { seen.insert($0).inserted }
            .enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}

/// Thrown when a run found errors in the specs; carries every diagnostic.
package struct SpecErrors: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, sorted by file and position.
    package var diagnostics: [Diagnostic]

    /// Creates the error.
    package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    package var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
