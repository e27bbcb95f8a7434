import BinderySpec

/// The order of a call's Swift arguments, and which one goes without a label, shared by the
/// generator and `bindery diff` so that the diff reasons about the very signatures the
/// generator writes: path parameters, then the body (or multipart parts) when required, then
/// required query and header parameters, then everything that can be left out, each group in
/// spec order.
package enum CallArguments {
    /// What one argument stands for.
    package enum Source: Sendable {
        case parameter(ParameterSpec)
        case body(BodySpec)
        case part(MultipartPartSpec)
    }

    /// The arguments of `endpoint`'s client method and request initializer, in order.
    package static func sources(of endpoint: EndpointSpec) -> [Source] {
        var required: [Source] = []
        var optional: [Source] = []
        for parameter in endpoint.parameters where parameter.place == .path {
            required.append(.parameter(parameter))
        }
        if let body = endpoint.body {
            if body.required { required.append(.body(body)) } else { optional.append(.body(body)) }
        }
        for part in endpoint.multipart?.parts ?? [] {
            if part.required { required.append(.part(part)) } else { optional.append(.part(part)) }
        }
        for parameter in endpoint.parameters where parameter.place != .path {
            // Defaulted or optional: the caller may leave it out.
            if parameter.required && parameter.defaultValue == nil {
                required.append(.parameter(parameter))
            } else {
                optional.append(.parameter(parameter))
            }
        }
        return required + optional
    }

    /// Whether a method's first argument goes without a label: when the label would only
    /// repeat the end of the method's name, as the API Design Guidelines ask
    /// (`createItem(_ item: Item)`, not `createItem(item: Item)`), or the whole name and a word
    /// that only says it is what the call sends (OpenAI's bodies: `createAssistant(_
    /// createAssistantRequest:)`, not `createAssistant(createAssistantRequest:)`), also of a
    /// call's event-stream twin (`createChatCompletionStream(_ createChatCompletionRequest:)`,
    /// as `createChatCompletion(_:)`). Only a first argument qualifies; a later one always keeps
    /// its label.
    package static func omitsLabel(ofFirstArgument name: String, inMethod methodName: String) -> Bool {
        let twinSuffix = GeneratedTypeNames.eventStreamTwinSuffix
        let twinOf = methodName.hasSuffix(twinSuffix) ? [String(methodName.dropLast(twinSuffix.count))] : []
        for stem in [methodName] + twinOf {
            if name.hasPrefix(stem), sentThingWords.contains(String(name.dropFirst(stem.count))) { return true }
        }
        guard let first = name.first, methodName.utf8.count > name.utf8.count else { return false }
        // The capitalized name must be a whole trailing word of the method name; an
        // uppercase first letter marks the word boundary in camel case. An acronym ends a
        // name in capitals (`getTrackingByID(_ id:)`), so its capitalized form counts too.
        return methodName.hasSuffix(first.uppercased() + name.dropFirst())
            || methodName.hasSuffix(SwiftNaming.trailingWords(name))
    }

    /// Words that, after a method's name, only say that the argument is what the call sends.
    static let sentThingWords: Set<String> = ["Request", "Body", "Params", "Parameters", "Payload", "Input"]
}
