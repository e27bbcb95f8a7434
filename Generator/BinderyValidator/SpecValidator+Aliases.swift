import BinderySpec
/// The checks of `alias:`: the model it names is a model of the spec, not another alias.
extension SpecValidator {
    mutating func checkAlias(_ model: ModelSpec, of alias: Located<String>) {
        let context = "model '\(model.name)' is an 'alias' of '\(alias.value)'"
        guard let target = modelsByName[alias.value] else {
            diagnostics.error(
                "model '\(model.name)' is an 'alias' of '\(alias.value)', which is not a model of the spec\(suggestion(for: alias.value, in: spec.models.map(\.name)))",
                at: alias.location)
            return
        }
        if alias.value == model.name {
            diagnostics.error("model '\(model.name)' is an 'alias' of itself; name another model", at: alias.location)
        } else if let next = target.aliasOf {
            diagnostics.error(
                "\(context), which is itself an alias (of '\(next.value)'); name '\(next.value)' itself", at: alias.location)
        }
    }
}
