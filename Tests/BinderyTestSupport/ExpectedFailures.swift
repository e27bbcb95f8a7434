import BinderyRuntime
import Testing

/// Runs `body`, which must fail with an `E`, and returns that error; records an issue and
/// throws when it succeeds or fails otherwise.
public func expectError<E: Error, T>(
    _ type: E.Type,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> T
) async throws -> E {
    let value: T
    do {
        value = try await body()
    } catch let error as E {
        return error
    } catch {
        Issue.record("expected a \(E.self), got \(Swift.type(of: error)): \(error)", sourceLocation: sourceLocation)
        throw error
    }
    Issue.record("expected a \(E.self), got \(value)", sourceLocation: sourceLocation)
    throw UnexpectedSuccess()
}

/// Runs `body`, which must fail with a `BinderyError`, and returns that error.
public func expectBinderyError<T>(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> T
) async throws -> BinderyError {
    try await expectError(BinderyError.self, sourceLocation: sourceLocation, body)
}

/// What ``expectError(_:sourceLocation:_:)`` throws when the call it expected to fail succeeded.
public struct UnexpectedSuccess: Error {
    public init() {}
}
