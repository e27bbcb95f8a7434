import BinderySpec
/// The checks of `alias:`: the model it names is an enum of the spec, not another alias.
extension SpecValidator {
    mutating func checkAlias(_ model: ModelSpec, of alias: Located<String>) {
        let context = "model '\(model.name)' is an 'alias' of '\(alias.value)'"
        guard let target = modelsByName[alias.value] else {
            diagnostics.error(
                "model '\(model.name)' is an 'alias' of '\(alias.value)', which is not a model of the spec\(suggestion(for: alias.value, in: spec.models.map(\.name)))",
                at: alias.location)
            return
        }
        if let next = target.aliasOf {
            diagnostics.error(
                "\(context), which is itself an alias (of '\(next.value)'); name the enum itself", at: alias.location)
            return
        }
        guard case .enumeration = target.kind else {
            diagnostics.error("\(context), which is not an enum; an alias names an enum", at: alias.location)
            return
        }
    }
}
