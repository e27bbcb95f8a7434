extension MultipartPartSpec.Content {
    /// Whether the part is sent as text: a scalar, an enum or an identifier, or a list of them
    /// (one part per value). Models, `json` and maps are sent as one JSON part; files as files.
    package func isText(models: [String: ModelSpec]) -> Bool {
        guard case .value(let type) = self else { return false }
        func isScalar(_ type: TypeReference) -> Bool {
            switch type {
            case .string, .integer, .number, .decimal, .boolean, .dateTime, .date, .url, .uuid: return true
            case .localDateTime, .data, .json, .array, .map: return false
            case .named(let name): return models[name]?.kind.hasRawValue ?? false
            }
        }
        if case .array(let element) = type { return isScalar(element) }
        return isScalar(type)
    }
}

extension TypeReference {
    /// Whether `data` appears anywhere in the type.
    package var mentionsData: Bool {
        switch self {
        case .data: true
        case .array(let element), .map(let element): element.mentionsData
        default: false
        }
    }
}
