/// An endpoint's path template, `/trackings/{slug}/{tracking_number}`, read once into literal
/// text and placeholders: the one reading of a path that the validator, the emitter and
/// `bindery diff` share, so that they cannot disagree on where a placeholder starts or ends.
///
/// What each derives from it:
/// - ``normalizedRoute``, the route with the placeholder names left out (`/trackings/{}/{}`):
///   only a placeholder's place is on the wire, so two endpoints whose method and normalized
///   route match are one call (the validator reports them; `bindery diff` pairs a renamed
///   endpoint by it and reports a path that moved);
/// - ``placeholderNames``, which the endpoint's path parameters must match one to one;
/// - ``segments``, which the emitter writes as a Swift string with a value interpolated per
///   placeholder.
///
/// A template is well-formed when ``problem`` is nil; the emitter and `bindery diff` only ever
/// see validated specs, whose templates are. A malformed one is still read, so that its route
/// can be compared: every `{` opens a placeholder that runs to the next brace, and a `}`
/// outside a placeholder is left out.
package struct PathTemplate: Sendable {
    /// A piece of a template.
    package enum Segment: Sendable, Hashable {
        /// Text sent as written: `/trackings/`.
        case literal(String)
        /// `{name}`: a value filled in per call, named by the wire name of a path parameter or
        /// of a shared path value.
        case placeholder(String)
    }

    /// Why a template is malformed, in the order the checks are made: only the first is told.
    package enum Problem: Sendable {
        /// The path does not start with `/`.
        case notAbsolute
        /// The path has a `?` or a `#`: a query belongs in query parameters, a fragment is never sent.
        case queryOrFragment
        /// A `{` inside a placeholder, a `}` outside one, or an empty `{}`.
        case unbalancedBraces
        /// A `{` that no `}` closes.
        case unclosedBrace
    }

    /// The template as the spec writes it.
    package let path: String
    /// The literal text and placeholders, in path order.
    package let segments: [Segment]
    /// The placeholders' names, in path order: `/a/{id}/b/{key}` → `[id, key]`. In a malformed
    /// template, only those a `}` closes.
    package let placeholderNames: [String]
    /// Why the template is malformed, or nil when it is well-formed.
    package let problem: Problem?

    /// The route with the placeholder names left out, `/trackings/{}/{}`, so that `{id}` and
    /// `{key}` in the same place compare equal.
    package var normalizedRoute: String {
        var route = ""
        for segment in segments {
            switch segment {
            case .literal(let text): route += text
            case .placeholder: route += "{}"
            }
        }
        return route
    }
}
