import BinderySpec

/// Emits a `CustomReflectable` conformance that hides a type's secret properties: `print`,
/// `dump`, `String(describing:)`, `String(reflecting:)` and debuggers all read a value through
/// its mirror, so a secret field (a card number, a password) never shows in a log line.
enum SecretMirror {
    /// A stored property, as the mirror lists it.
    struct Child {
        var name: String
        var isSecret: Bool
        var isOptional: Bool
    }

    static func emit(for typeName: String, children: [Child], into writer: inout SwiftWriter) {
        writer.block("extension \(typeName): CustomReflectable") { writer in
            writer.line("/// The properties, with the secret ones replaced by `RedactedValue`.")
            writer.block("public var customMirror: Mirror") { writer in
                guard !children.isEmpty else {
                    writer.line("Mirror(self, children: [:], displayStyle: .struct)")
                    return
                }
                writer.line("Mirror(")
                writer.line("    self,")
                writer.line("    children: [")
                for child in children {
                    let property = SwiftNaming.escaped(child.name)
                    let value: String
                    switch (child.isSecret, child.isOptional) {
                    case (false, _): value = "self.\(property) as Any"
                    case (true, false): value = "RedactedValue() as Any"
                    case (true, true): value = "RedactedValue.replacing(self.\(property)) as Any"
                    }
                    writer.line("        \(child.name.swiftLiteral): \(value),")
                }
                writer.line("    ],")
                writer.line("    displayStyle: .struct")
                writer.line(")")
            }
        }
    }
}
