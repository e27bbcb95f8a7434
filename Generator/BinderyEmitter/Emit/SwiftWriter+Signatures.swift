import BinderySpec

/// Lays out a ``FunctionSignature``: the one place that decides where a declaration's
/// parameter list breaks.
extension SwiftWriter {
    /// Writes `signature {`, the body one level deeper, and `}`.
    mutating func block(_ signature: FunctionSignature, _ body: (inout SwiftWriter) -> Void) {
        block(Self.text(of: signature), body)
    }

    /// The signature as Swift text, laid out by its ``FunctionSignature/Layout``; lines after the
    /// first are indented relative to the declaration (``line(_:)`` adds the writer's depth).
    ///
    /// `.packedWhenLong` measures the declaration alone, without the indentation it is written
    /// at, and breaks it when it is longer than ``DeclarationWrapping/lineLimit`` characters.
    static func text(of signature: FunctionSignature) -> String {
        let head = self.head(of: signature)
        let tail = self.tail(of: signature)
        let parameters = signature.parameters.map(text(of:))
        switch signature.layout {
        case .onePerLine:
            return head + "(\n    " + parameters.joined(separator: ",\n    ") + "\n)" + tail
        case .packedWhenLong:
            let oneLine = head + "(" + parameters.joined(separator: ", ") + ")" + tail
            // Counted in characters, as the continuation lines are (`packed`); the byte count,
            // never smaller, is the cheap first test.
            guard oneLine.utf8.count > DeclarationWrapping.lineLimit, oneLine.count > DeclarationWrapping.lineLimit
            else { return oneLine }
            return head + "(\n" + DeclarationWrapping.packed(parameters) + "\n)" + tail
        }
    }

    /// `label name: Type = default`.
    static func text(of parameter: SignatureParameter) -> String {
        let names: String
        if let label = parameter.label {
            names = (label == "_" ? "_" : SwiftNaming.label(label)) + " " + SwiftNaming.escaped(parameter.name)
        } else {
            names = SwiftNaming.label(parameter.name)
        }
        return names + ": " + parameter.type + (parameter.defaultValue.map { " = " + $0 } ?? "")
    }

    /// Everything up to the parameter list's opening parenthesis: `public func name<T>`.
    private static func head(of signature: FunctionSignature) -> String {
        var text = signature.modifiers.map { $0 + " " }.joined()
        switch signature.kind {
        case .function(let name): text += "func " + SwiftNaming.escaped(name)
        case .initializer: text += "init"
        }
        return text + (signature.genericClause ?? "")
    }

    /// Everything after the parameter list: ` async throws(BinderyError) -> Response`.
    private static func tail(of signature: FunctionSignature) -> String {
        var text = signature.isAsync ? " async" : ""
        switch signature.throwsClause {
        case nil: break
        case .untyped: text += " throws"
        case .typed(let type): text += " throws(\(type))"
        }
        if let returnType = signature.returnType { text += " -> " + returnType }
        return text
    }
}
