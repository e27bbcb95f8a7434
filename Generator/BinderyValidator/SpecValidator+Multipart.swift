import BinderySpec
/// The checks of a multipart body: where it may be sent, and what each part may be.
extension SpecValidator {
    mutating func checkMultipart(_ multipart: MultipartBodySpec, of endpoint: EndpointDeclaration) {
        if ["GET", "HEAD"].contains(endpoint.method) {
            diagnostics.error("a \(endpoint.method) request cannot have a body", at: multipart.location)
        }
        for part in multipart.parts {
            let what = "part '\(part.wireName)' of endpoint '\(endpoint.name)'"
            // The name is written into the part's header as name="…".
            if part.wireName.isEmpty || part.wireName.unicodeScalars.contains(where: { $0 == "\"" || $0.value < 0x20 || $0.value == 0x7F }) {
                diagnostics.error(
                    "\(what) needs a name without quotes, line breaks or control characters", at: part.location)
            }
            switch part.content {
            case .file, .files:
                if part.secret {
                    diagnostics.error("\(what) is a file; 'secret' applies to text parts only", at: part.location)
                }
            case .value(let type):
                // A misspelt `file` is a likely mistake here: suggest it along with the models.
                for name in type.namedReferences where modelsByName[name] == nil {
                    diagnostics.error(
                        "unknown type '\(name)'\(typeSuggestion(for: name, in: typeNameCandidates + ["file"]))", at: part.typeLocation)
                }
                checkPartType(type, of: part, what: what)
            }
        }
    }

    /// `data` would travel as Base64 text; a JSON part cannot be `secret` (its model's fields can).
    private mutating func checkPartType(_ type: TypeReference, of part: MultipartPartSpec, what: String) {
        if type.mentionsData {
            diagnostics.error(
                "\(what) cannot be '\(type.specSpelling)': send bytes as 'file' (with a file name and content type)",
                at: part.typeLocation)
        } else if part.secret, !isTextPart(type) {
            diagnostics.error(
                "\(what) is sent as JSON; 'secret' applies to text parts (mark the model's fields 'secret' instead)",
                at: part.location)
        }
    }

    /// Whether a part of `type` is sent as text (one part per value of a list) rather than JSON.
    func isTextPart(_ type: TypeReference) -> Bool {
        MultipartPartSpec.Content.value(type).isText(models: modelsByName)
    }
}
