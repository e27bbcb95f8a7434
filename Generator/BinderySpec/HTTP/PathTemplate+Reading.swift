/// The one pass over a template that every reading of it comes from.
extension PathTemplate {
    /// Reads `path`, in one pass. A malformed path is read too, as the type's overview says,
    /// and ``problem`` tells what is wrong with it.
    package init(_ path: String) {
        var reading = Reading()
        for character in path { reading.read(character) }
        reading.finish()
        self.path = path
        self.segments = reading.segments
        self.placeholderNames = reading.closedNames
        if !path.hasPrefix("/") {
            problem = .notAbsolute
        } else if path.contains("?") || path.contains("#") {
            problem = .queryOrFragment
        } else {
            problem = reading.braceProblem
        }
    }

    /// The state of one pass over a template, a character at a time.
    private struct Reading {
        var segments: [Segment] = []
        var closedNames: [String] = []
        var braceProblem: Problem?
        /// The literal text since the last placeholder.
        var literal = ""
        /// The name read so far when inside `{…`, nil outside.
        var open: String?

        mutating func read(_ character: Character) {
            switch character {
            case "{":
                if let name = open {
                    // `{a{b}`: the first placeholder ends where the second begins.
                    report(.unbalancedBraces)
                    segments.append(.placeholder(name))
                } else {
                    flushLiteral()
                }
                open = ""
            case "}":
                guard let name = open else {
                    report(.unbalancedBraces)  // left out of the reading
                    return
                }
                if name.isEmpty { report(.unbalancedBraces) }
                segments.append(.placeholder(name))
                closedNames.append(name)
                open = nil
            default:
                if open != nil { open?.append(character) } else { literal.append(character) }
            }
        }

        mutating func finish() {
            if let name = open {
                report(.unclosedBrace)
                segments.append(.placeholder(name))
                open = nil
            }
            flushLiteral()
        }

        private mutating func flushLiteral() {
            guard !literal.isEmpty else { return }
            segments.append(.literal(literal))
            literal = ""
        }

        /// Keeps the first problem met, as a reader stopping there would tell it.
        private mutating func report(_ problem: Problem) {
            if braceProblem == nil { braceProblem = problem }
        }
    }
}
