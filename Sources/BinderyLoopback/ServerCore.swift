import Foundation

/// The shared state behind a ``LoopbackServer``: listener, open connections,
/// recorded requests and the stop flag.
///
/// Socket threads hold the core, never the public server object, so dropping
/// the last reference to a ``LoopbackServer`` runs its `deinit` (which stops
/// the core). All mutable state is guarded by `condition`; descriptors are
/// only shut down or closed while holding it, so `stop()` can never touch a
/// descriptor number that has already been reused.
final class ServerCore: @unchecked Sendable {
    private struct State {
        var stopped = false
        var connections: Set<Int32> = []
        var acceptedCount = 0
        var requests: [LoopbackRequest] = []
    }

    /// The request handler.
    let handler: LoopbackServer.Handler
    /// The bound port.
    let port: Int
    /// Whether ``record(_:)`` keeps requests.
    private let recordsRequests: Bool
    /// The listening socket; the accept thread alone closes it.
    let listener: Int32
    private let condition = NSCondition()
    private var state = State()
    /// Entered for the listener (left when the accept thread closes it) and each connection thread.
    private let activity = DispatchGroup()
    /// How long `stop()` waits for socket threads to finish.
    private static let stopGracePeriod: DispatchTimeInterval = .milliseconds(900)

    /// Creates a core for an already listening socket.
    init(listener: Int32, port: Int, recordsRequests: Bool = true, handler: @escaping LoopbackServer.Handler) {
        self.listener = listener
        self.port = port
        self.recordsRequests = recordsRequests
        self.handler = handler
    }

    private func locked<Result>(_ body: (inout State) -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body(&state)
    }

    /// Whether ``stop()`` has been called.
    var isStopped: Bool { locked { $0.stopped } }

    /// Every request received so far, in order.
    var recordedRequests: [LoopbackRequest] { locked { $0.requests } }

    /// The number of TCP connections accepted so far.
    var acceptedConnectionCount: Int { locked { $0.acceptedCount } }

    /// The number of TCP connections open now.
    var openConnectionCount: Int { locked { $0.connections.count } }

    /// Appends `request` to the recorded requests.
    func record(_ request: LoopbackRequest) {
        guard recordsRequests else { return }
        locked { $0.requests.append(request) }
    }

    /// Starts accepting connections, on the process's one accept thread (``LoopbackAcceptor``).
    func start() {
        activity.enter()
        LoopbackAcceptor.shared.add(self)
    }

    /// Names the calling thread for crash reports, debuggers and `/proc`. Foundation passes a
    /// name to the system only from the thread itself, and Linux keeps 15 bytes of it: the
    /// longer names set before `start()` never showed, every thread read as its creator's.
    static func nameCurrentThread(_ name: String) {
        Thread.current.name = name
    }

    /// Accepts the connections the listener has ready (at most 32, so that one busy server
    /// does not hold up the others) and serves each on a thread of its own. Called by the
    /// accept thread when the listener polls readable.
    ///
    /// - Returns: `false` when `accept` failed for want of a resource (EMFILE and friends): the
    ///   listener stays readable, and the accept thread should pause before it polls again.
    func acceptPending() -> Bool {
        for _ in 0..<32 {
            // A stopped server's listener is shut down and polls readable until the accept
            // thread closes it, on its next round.
            guard !isStopped else { return true }
            guard let fd = SocketIO.acceptConnection(listener) else {
                // EAGAIN: nothing more is waiting.
                return errno == EAGAIN || errno == EWOULDBLOCK
            }
            SocketIO.configureConnection(fd)
            guard register(fd) else {
                SocketIO.closeDescriptor(fd)
                return true
            }
            let connection = LoopbackConnection(fd: fd, core: self)
            let thread = Thread {
                Self.nameCurrentThread("loopback-conn")
                connection.run()
            }
            thread.start()
        }
        return true
    }

    /// Closes the listener. Called once, by the accept thread, after it stopped polling it; it
    /// touches no state, so it takes no lock (`stop()` shut the listener down before asking).
    func closeListener() {
        _ = SocketIO.closeDescriptor(listener)
        activity.leave()
    }

    /// Tracks a new connection; `false` (and nothing tracked) once stopped.
    private func register(_ fd: Int32) -> Bool {
        locked { state in
            guard !state.stopped else { return false }
            state.connections.insert(fd)
            state.acceptedCount += 1
            activity.enter()
            return true
        }
    }

    /// Untracks and closes a connection; with `abortive`, the close sends RST.
    ///
    /// Must be called exactly once per registered connection, by its thread.
    func finishConnection(_ fd: Int32, abortive: Bool) {
        locked { state in
            state.connections.remove(fd)
            if abortive { SocketIO.armAbortiveClose(fd) }
            SocketIO.closeDescriptor(fd)
        }
        activity.leave()
    }

    /// Sleeps for `duration` unless the server stops first.
    ///
    /// - Returns: `false` if the server was stopped.
    func sleep(for duration: Duration) -> Bool {
        let deadline = Date(timeIntervalSinceNow: duration.timeInterval)
        condition.lock()
        defer { condition.unlock() }
        while !state.stopped && Date() < deadline {
            _ = condition.wait(until: deadline)
        }
        return !state.stopped
    }

    /// Stops accepting, shuts down every connection and waits (boundedly) for
    /// the socket threads to finish. Idempotent.
    func stop() {
        let stops = locked { state in
            guard !state.stopped else { return false }
            state.stopped = true
            // Still open: the accept thread closes it only after this asks it to.
            SocketIO.shutdownBoth(listener)
            for fd in state.connections { SocketIO.shutdownBoth(fd) }
            return true
        }
        if stops { LoopbackAcceptor.shared.remove(self) }
        condition.broadcast()
        _ = activity.wait(timeout: .now() + Self.stopGracePeriod)
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The duration in whole milliseconds, clamped to `0...Int32.max`.
    var clampedMilliseconds: Int32 {
        let milliseconds = (timeInterval * 1000).rounded(.up)
        guard milliseconds > 0 else { return 0 }
        return milliseconds >= Double(Int32.max) ? Int32.max : Int32(milliseconds)
    }
}
