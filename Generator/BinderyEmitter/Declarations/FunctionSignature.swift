import BinderySpec

/// A function's or initializer's signature as values: what the emitters build for every
/// declaration whose parameter list may be long, and what `SwiftWriter` lays out
/// (`SwiftWriter+Signatures.swift`). Layout never has to find the parameters again in text it
/// wrote, and another reader (`bindery diff`) could take the same values.
///
/// Names are stored as the spec's Swift names, unescaped; the writer adds backticks where Swift
/// needs them. Types and default expressions are Swift text, as `SwiftTypeNames` and
/// `SwiftLiteral` spell them.
struct FunctionSignature: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `func name`
        case function(name: String)
        /// `init`
        case initializer
    }

    /// How the parameter list is laid out.
    enum Layout: Hashable, Sendable {
        /// On one line when the declaration fits ``DeclarationWrapping/lineLimit``; otherwise
        /// broken after the opening parenthesis, the parameters packed onto as few continuation
        /// lines as fit (swift-format's default) and the closing parenthesis on a line of its own.
        case packedWhenLong
        /// Always one parameter a line, the closing parenthesis on a line of its own.
        case onePerLine
    }

    /// Modifiers before the keyword, in order: `public`, `private static`.
    var modifiers: [String]
    var kind: Kind
    /// The generic parameter clause, `<T: Sendable>`, or nil.
    var genericClause: String?
    var parameters: [SignatureParameter]
    var isAsync = false
    /// `throws` when present: nil for a function that does not throw, `.untyped` for `throws`,
    /// `.typed("BinderyError")` for `throws(BinderyError)`.
    var throwsClause: ThrowsClause?
    /// The return type, or nil for `Void` written as nothing.
    var returnType: String?
    var layout: Layout = .packedWhenLong

    enum ThrowsClause: Hashable, Sendable {
        case untyped
        case typed(String)
    }

    init(
        modifiers: [String], kind: Kind, genericClause: String? = nil, parameters: [SignatureParameter],
        isAsync: Bool = false, throwsClause: ThrowsClause? = nil, returnType: String? = nil,
        layout: Layout = .packedWhenLong
    ) {
        self.modifiers = modifiers
        self.kind = kind
        self.genericClause = genericClause
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.returnType = returnType
        self.layout = layout
    }
}

/// One parameter of a ``FunctionSignature``: `label name: Type = default`.
package struct SignatureParameter: Hashable, Sendable {
    /// The argument label when it differs from ``name``: `_` for none, `to` in
    /// `to configuration: inout ClientConfiguration`. Nil when the name is the label too.
    package var label: String?
    /// The parameter's name inside the function (and its label when ``label`` is nil).
    package var name: String
    /// The type as written, attributes and specifiers included (`inout ClientConfiguration`,
    /// `@escaping @Sendable (Result<Int, BinderyError>) -> Void`).
    package var type: String
    /// The default expression, as written after `=`; nil when the caller must pass a value.
    package var defaultValue: String?

    package init(label: String? = nil, name: String, type: String, defaultValue: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    /// The parameter without its default (a private helper that receives every value).
    var withoutDefault: SignatureParameter {
        var result = self
        result.defaultValue = nil
        return result
    }
}
