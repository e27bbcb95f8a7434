import Testing

/// Waits (in real time, polling) until `condition` holds; records an issue after `limit`.
///
/// The limit only stops a test that would otherwise hang. It is long because on a machine busy
/// with builds a loopback call that answers at once has waited over 20 s for one of the test
/// process's threads; a test about timing measures with ``elapsed(_:)`` instead.
public func eventually(
    within limit: Duration = .seconds(50), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("the condition did not hold within \(limit)", sourceLocation: sourceLocation)
            return
        }
        try? await Task.sleep(for: .milliseconds(10))
    }
}

/// How long `body` takes, in real time.
public func elapsed(_ body: () async -> Void) async -> Duration {
    let start = ContinuousClock.now
    await body()
    return ContinuousClock.now - start
}
