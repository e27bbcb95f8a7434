/// Decodes `alias:`: a model that is a second name of another.
extension SpecDecoder {
    /// A model with `alias:`. It says only its docs, deprecation and Swift name: its fields or
    /// values are the other model's, copied in by resolution, so any other key is reported.
    mutating func decodeAliasModel(
        _ name: String, _ values: [String: YAMLNode], context: String, file: String, at location: SourceLocation
    ) -> ModelSpec? {
        for key in SpecKeys.model where !SpecKeys.aliasModel.contains(key) {
            guard let node = values[key] else { continue }
            reader.diagnostics.error(
                "\(context) is an 'alias'; it cannot also have '\(key)': an alias holds what the model it names holds",
                at: node.location)
        }
        guard let target = reader.located(values["alias"], { $0.string($1, "'alias'") }) else { return nil }
        return ModelSpec(
            name: name, swiftName: reader.string(values["swiftName"], "'swiftName'") ?? SwiftNaming.typeName(name),
            docs: reader.string(values["docs"], "'docs'"),
            deprecated: reader.deprecation(values["deprecated"], "'deprecated'"),
            kind: .enumeration([]), file: file, location: location, aliasOf: target)
    }
}
