import BinderySpec

/// The calls of an API as its documentation names them: the DocC selectors of their client
/// methods and their request types, grouped by the spec file that declares them. The names are
/// read from the emitters that write the methods, so that a link never restates them.
struct DocumentedCalls {
    /// One call.
    struct Call {
        var endpoint: EndpointSpec
        /// The async method's DocC selector: `getTracking(slug:trackingNumber:fields:)`.
        var method: String
        /// The request value's type: `GetTrackingRequest`.
        var requestType: String
        /// The Swift type of the response: `Tracking`, `Void`.
        var responseType: String
        /// The method's arguments that have no default, in order, as `label: <#name#>` (or
        /// `<#name#>` without a label): what an example call must pass.
        var requiredArguments: [String]
        /// The same for the `<name>Pages` method, when the call has one.
        var pagesRequiredArguments: [String]?
    }

    /// The calls, in the spec's order.
    let all: [Call]
    /// The spec files that declare calls, in the spec's order, with their calls.
    let byFile: [(file: String, calls: [Call])]

    init(api: APISpec) {
        let operations = OperationEmitter(api: api, types: SwiftTypeNames(modelsByName: api.modelsByName))
        all = api.endpoints.map { endpoint in
            let initializerArguments = operations.arguments(of: endpoint)
            let arguments = operations.methodArguments(initializerArguments, of: endpoint)
            let pages = endpoint.pagination.flatMap {
                operations.pagesArguments(endpoint, pagination: $0, arguments: initializerArguments)
            }
            return Call(
                endpoint: endpoint, method: operations.methodSelector(endpoint, arguments: initializerArguments),
                requestType: OperationEmitter.requestTypeName(endpoint), responseType: operations.responseTypeName(endpoint),
                requiredArguments: arguments.filter { $0.defaultValue == nil }.map(Self.placeholder),
                pagesRequiredArguments: pages.map { $0.filter { $0.defaultValue == nil }.map(Self.placeholder) })
        }
        let callsByFile = Dictionary(grouping: all, by: \.endpoint.file)
        byFile = api.files.compactMap { file in callsByFile[file].map { (file, $0) } }
    }

    /// The call an example shows: the first that reads (`GET`) and answers with a value, else
    /// the first that answers with a value, else the first; nil for an API without calls.
    var example: Call? {
        let plain = all.filter { $0.endpoint.response.stream == nil }
        return plain.first { $0.endpoint.method.uppercased() == "GET" && $0.responseType != "Void" }
            ?? plain.first { $0.responseType != "Void" } ?? plain.first
    }

    /// The first call whose spec names its failures: its request type has a `Failure` enum.
    var exampleWithNamedFailure: (call: Call, failure: String)? {
        for call in all {
            if let name = call.endpoint.errors.lazy.compactMap(\.name).first { return (call, SwiftNaming.escaped(name)) }
        }
        return nil
    }

    /// The first call with a `<name>Pages` method, with that method's required arguments.
    var examplePaged: (call: Call, arguments: [String])? {
        for call in all {
            if let arguments = call.pagesRequiredArguments { return (call, arguments) }
        }
        return nil
    }

    /// An argument as an example passes it: an Xcode placeholder named after it.
    private static func placeholder(_ argument: OperationEmitter.Argument) -> String {
        let value = "<#\(argument.label)#>"
        return argument.omitsLabel ? value : "\(SwiftNaming.callLabel(argument.label)): \(value)"
    }
}
