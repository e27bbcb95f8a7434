import BinderySpec

/// The parts of a `multipart/form-data` body: their arguments, and the lines of
/// `encode(into:)` that add them to a `MultipartForm`.
extension OperationEmitter {
    /// A part's argument: `MultipartFile`, `[MultipartFile]`, or the Swift type of its value.
    func argument(for part: MultipartPartSpec) -> Argument {
        let type = typeName(of: part)
        return Argument(
            label: part.swiftName, type: part.required ? type : type + "?", defaultValue: part.required ? nil : "nil",
            docs: part.docs, deprecated: part.deprecated)
    }

    /// A part's Swift type, optional or not: `MultipartFile`, `[MultipartFile]`, or its value's.
    func typeName(of part: MultipartPartSpec) -> String {
        switch part.content {
        case .file: "MultipartFile"
        case .files: "[MultipartFile]"
        case .value(let value): types.name(of: value)
        }
    }

    /// The types of the parts that are sent as JSON or text, for the descriptor's secret fields.
    func multipartValueTypes(_ endpoint: EndpointSpec) -> [TypeReference] {
        endpoint.multipart?.parts.compactMap { part in
            if case .value(let type) = part.content { return type }
            return nil
        } ?? []
    }

    func emitMultipartBody(_ multipart: MultipartBodySpec, into writer: inout SwiftWriter) {
        writer.line("var form = request.multipartForm()")
        for part in multipart.parts {
            let name = part.wireName.swiftLiteral
            // `request` and `form` are the builder and the form here: read such a part through `self`.
            let value = ["request", "form"].contains(part.swiftName) ? "self.\(part.swiftName)" : SwiftNaming.escaped(part.swiftName)
            switch part.content {
            case .file:
                writer.line("form.addFile(\(name), \(value))")
            case .files:
                writer.line("form.addFiles(\(name), \(value))")
            case .value(let type) where part.content.isText(models: types.modelsByName):
                let method = type.isCollection ? "addFields" : "addField"
                writer.line("form.\(method)(\(name), \(value)\(part.secret ? ", isSecret: true" : ""))")
            case .value:
                writer.line("try form.addJSON(\(name), \(value))")
            }
        }
        writer.line("try request.setMultipartBody(form)")
    }
}
