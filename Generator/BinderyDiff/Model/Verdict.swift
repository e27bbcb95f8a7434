/// Whether a change breaks something: apps already shipped (on the wire), or the Swift code
/// of a consumer that upgrades the generated library (in source).
package enum Verdict: String, Sendable, Hashable, CaseIterable {
    /// Something that worked before can fail after the change.
    case breaking
    /// Everything that worked before still works.
    case nonBreaking = "non-breaking"

    /// Whether the verdict is `.breaking`.
    package var isBreaking: Bool { self == .breaking }

    /// `.breaking` when `condition` holds.
    package static func breaking(if condition: Bool) -> Verdict { condition ? .breaking : .nonBreaking }
}

/// Which way a change travels on the wire: what the client sends, what the server answers.
///
/// For a breaking wire verdict it is the direction that breaks; otherwise the directions the
/// changed construct is used in. `none` means no call carries it (an unused model, a Swift
/// name, the client's own configuration).
package enum Direction: String, Sendable, Hashable, CaseIterable {
    /// What apps send.
    case request
    /// What apps receive.
    case response
    /// Both ways.
    case both
    /// Neither: nothing on the wire is involved.
    case none

    /// The direction covering `request` and/or `response`.
    package init(request: Bool, response: Bool) {
        switch (request, response) {
        case (true, true): self = .both
        case (true, false): self = .request
        case (false, true): self = .response
        case (false, false): self = .none
        }
    }

    /// Whether requests are part of it.
    package var includesRequest: Bool { self == .request || self == .both }
    /// Whether responses are part of it.
    package var includesResponse: Bool { self == .response || self == .both }
}
