@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// The Swift one declaration of a spec becomes, on its own.
enum Snippet {
    /// The Swift of model `name`.
    static func model(_ name: String, in spec: APISpec) -> String {
        var writer = SwiftWriter()
        guard let model = spec.modelsByName[name] else { return "" }
        ModelEmitter(types: SwiftTypeNames(modelsByName: spec.modelsByName)).emit(model, into: &writer)
        return writer.text
    }

    /// The request value and the client methods of endpoint `name`.
    static func endpoint(_ name: String, in spec: APISpec) -> (request: String, methods: String) {
        guard let endpoint = spec.endpoints.first(where: { $0.name == name }) else { return ("", "") }
        let emitter = OperationEmitter(api: spec, types: SwiftTypeNames(modelsByName: spec.modelsByName))
        var request = SwiftWriter()
        emitter.emitRequest(endpoint, into: &request)
        var methods = SwiftWriter()
        emitter.emitMethods(endpoint, into: &methods)
        return (request.text, methods.text)
    }
}
