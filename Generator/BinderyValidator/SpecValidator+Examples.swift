import BinderySpec

/// The checks of `example:` values: each must be a value of its model's, field's, parameter's or
/// response's type, as `JSONConformance` (the rule `bindery mock` also holds requests to) says.
extension SpecValidator {
    mutating func checkExamples() {
        let conformance = JSONConformance(flattenedModels: modelsByName, dateFormat: spec.dateFormat)
        for model in spec.models {
            if let example = model.example {
                check(example, as: .named(model.name), nullable: false, of: "model '\(model.name)'", with: conformance)
            }
            for field in model.fields {
                guard let example = field.example else { continue }
                check(
                    example, as: field.type, nullable: field.nullable || !field.required,
                    of: "field '\(field.wireName)' of model '\(model.name)'", with: conformance)
            }
        }
        for parameter in spec.sharedParameters {
            guard let example = parameter.example else { continue }
            check(example, as: parameter.type, nullable: false, of: "shared parameter '\(parameter.wireName)'", with: conformance)
        }
        for endpoint in spec.endpoints {
            for parameter in endpoint.parameters {
                guard let example = parameter.example else { continue }
                check(
                    example, as: parameter.type, nullable: false,
                    of: "parameter '\(parameter.wireName)' of endpoint '\(endpoint.name)'", with: conformance)
            }
            guard let example = endpoint.response.example else { continue }
            guard let type = endpoint.response.type else {
                diagnostics.error(
                    "the response of endpoint '\(endpoint.name)' has an 'example' but no 'type'; give the type it is an example of, or remove the example",
                    at: example.location)
                continue
            }
            check(example, as: type, nullable: false, of: "the response of endpoint '\(endpoint.name)'", with: conformance)
        }
    }

    private mutating func check(
        _ example: SpecExample, as type: TypeReference, nullable: Bool, of subject: String, with conformance: JSONConformance
    ) {
        guard let mismatch = conformance.mismatch(of: example.value, as: type, nullable: nullable) else { return }
        let hint = mismatch.isUnquotedText ? "; quote text that YAML would read as a number or a boolean" : ""
        diagnostics.error(
            "the example of \(subject) is not a value of its type '\(Diagnostic.abbreviated(type.specSpelling))': \(mismatch)\(hint)",
            at: example.location(of: mismatch.path))
    }
}
