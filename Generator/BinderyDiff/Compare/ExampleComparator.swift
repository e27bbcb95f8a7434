import BinderyGenerator

/// Compares the `example:` values of the models, fields, parameters and responses both sides
/// declare: each one added, changed or removed is an `example.changed`, breaking nothing.
/// Examples compare by value: a reformatted one (flow or block style, key order kept) is none.
struct ExampleComparator {
    let context: ComparisonContext

    func compare(models: Matching<ModelSpec>, endpoints: Matching<EndpointSpec>, into changes: inout [Change]) {
        for (was, now, _) in models.pairs {
            report(was.example, now.example, subject: now.name, what: "model '\(now.name)'", at: now.location, into: &changes)
            for field in now.fields {
                guard let old = was.fields.first(where: { $0.wireName == field.wireName }) else { continue }
                report(
                    old.example, field.example, subject: "\(now.name).\(field.wireName)",
                    what: "field '\(field.wireName)' of model '\(now.name)'", at: field.location, into: &changes)
            }
        }
        for parameter in context.new.spec.sharedParameters {
            guard let old = context.old.spec.sharedParameters.first(where: { $0.wireName == parameter.wireName }) else { continue }
            report(
                old.example, parameter.example, subject: "shared.\(parameter.wireName)",
                what: "shared parameter '\(parameter.wireName)'", at: parameter.location, into: &changes)
        }
        for (was, now, _) in endpoints.pairs {
            report(
                was.response.example, now.response.example, subject: "\(now.name).response",
                what: "the response of endpoint '\(now.name)'", at: now.response.location, into: &changes)
            for parameter in now.parameters {
                guard let old = was.parameters.first(where: { $0.wireName == parameter.wireName && $0.place == parameter.place })
                else { continue }
                report(
                    old.example, parameter.example, subject: "\(now.name).\(parameter.wireName)",
                    what: "parameter '\(parameter.wireName)' of endpoint '\(now.name)'", at: parameter.location, into: &changes)
            }
        }
    }

    private func report(
        _ old: SpecExample?, _ new: SpecExample?, subject: String, what: String, at location: SourceLocation,
        into changes: inout [Change]
    ) {
        guard old?.value != new?.value else { return }
        let message =
            switch (old, new) {
            case (nil, _?): "The \(what) has an example now."
            case (_?, nil): "The example of \(what) is removed."
            default: "The example of \(what) changed."
            }
        changes.append(
            Change(
                .exampleChanged, subject: subject, travels: .none, message: message,
                wireReason: "examples are not on the wire", sourceReason: "the generated Swift does not change",
                location: context.new.location(new?.location ?? location)))
    }
}
