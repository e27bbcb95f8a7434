import BinderySpec
/// The checks of a body sent as `application/x-www-form-urlencoded` (`encoding: form`).
extension SpecValidator {
    /// A form is a list of named fields, so its body must be an object model: a list, a map, a
    /// scalar, an enum or a union has no field names to send.
    mutating func checkFormBody(_ body: BodySpec, of endpoint: EndpointDeclaration) {
        let location = body.encodingLocation ?? body.location
        if case .named(let name) = body.type, let model = modelsByName[name] {
            if case .object = model.kind { return }
        } else if case .named = body.type {
            return  // An unknown model is reported by checkTypeExists.
        }
        diagnostics.error(
            "the body of endpoint '\(endpoint.name)' is sent as a form, so its type must be an object model (form fields need names), not '\(Diagnostic.abbreviated(body.type.specSpelling))'",
            at: location)
    }
}
