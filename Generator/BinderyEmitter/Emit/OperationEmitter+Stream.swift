import BinderySpec

/// The method of an endpoint whose response is a stream of events: it returns the events as an
/// `AsyncSequence` (`EventStream`) instead of awaiting one value; iterating sends the request.
extension OperationEmitter {
    func emitStreamMethod(
        _ endpoint: EndpointSpec, format: ResponseStreamFormat, arguments: [Argument], into writer: inout SwiftWriter
    ) {
        let signature = FunctionSignature(
            modifiers: ["public"], kind: .function(name: endpoint.swiftName), parameters: arguments.map(\.parameter),
            returnType: format.swiftReturnType(event: responseTypeName(endpoint)))
        var trailing: [String] = []
        if let terminator = endpoint.response.terminator?.value { trailing.append("terminator: \(terminator.swiftLiteral)") }
        writer.block(signature) {
            $0.line(DeclarationWrapping.nestedCall(
                "self.client.\(format.clientMethod)", callee: Self.requestTypeName(endpoint), arguments: arguments.map(\.forwarding),
                trailing: trailing, indentation: $0.indentation))
        }
    }
}
