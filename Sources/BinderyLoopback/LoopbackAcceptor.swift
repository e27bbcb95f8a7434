#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The one thread that accepts connections for every ``LoopbackServer`` of the process.
///
/// A test run keeps hundreds of servers open at once; with a thread of its own each, half of the
/// process's threads did nothing but wait for connections. This thread polls every listener and
/// a pipe that wakes it when one is added or removed. It alone closes listeners, after taking
/// them out of its poll set, so a descriptor number it polls is never one the system has
/// already handed to another socket.
final class LoopbackAcceptor: @unchecked Sendable {
    /// The process's acceptor; its thread starts with the first server.
    static let shared = LoopbackAcceptor()

    private struct Registry {
        var cores: [Int32: ServerCore] = [:]
        var leaving: [ServerCore] = []
        var started = false
    }

    private let registry = Locked(Registry())
    /// The pipe that wakes the poll: its read end is polled, and a byte is written on every change.
    private let wakeRead: Int32
    private let wakeWrite: Int32

    private init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { SocketIO.configurePipeEnd(end) }
        }
        wakeRead = ends[0]
        wakeWrite = ends[1]
    }

    /// Starts accepting connections for `core`'s listener.
    func add(_ core: ServerCore) {
        let startsThread = registry.withLock { registry in
            registry.cores[core.listener] = core
            let startsThread = !registry.started
            registry.started = true
            return startsThread
        }
        if startsThread {
            let thread = Thread { [self] in
                ServerCore.nameCurrentThread("loopback-accept")
                run()
            }
            thread.start()
        } else {
            wake()
        }
    }

    /// Stops accepting for `core`; the acceptor closes its listener
    /// (``ServerCore/closeListener()``) once it no longer polls it.
    func remove(_ core: ServerCore) {
        registry.withLock { $0.leaving.append(core) }
        wake()
    }

    private func wake() {
        var byte: UInt8 = 1
        // A full pipe already holds a wake-up; nothing is lost when this write fails.
        _ = write(wakeWrite, &byte, 1)
    }

    private func drainWakeUps() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &bytes, bytes.count) > 0 {}
    }

    private func run() {
        while true {
            let (leaving, listening) = registry.withLock { registry -> ([ServerCore], [(Int32, ServerCore)]) in
                let leaving = registry.leaving
                registry.leaving.removeAll()
                for core in leaving where registry.cores[core.listener] === core {
                    registry.cores[core.listener] = nil
                }
                return (leaving, registry.cores.map { ($0.key, $0.value) })
            }
            for core in leaving { core.closeListener() }
            var descriptors = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            descriptors += listening.map { pollfd(fd: $0.0, events: Int16(POLLIN), revents: 0) }
            // A second's timeout bounds the wait should the pipe ever be missing.
            guard poll(&descriptors, nfds_t(descriptors.count), 1000) > 0 else { continue }
            if descriptors[0].revents != 0 { drainWakeUps() }
            var outOfResources = false
            for (index, (_, core)) in listening.enumerated() where descriptors[index + 1].revents != 0 {
                if !core.acceptPending() { outOfResources = true }
            }
            // Out of descriptors, a listener stays readable: pause rather than spin.
            if outOfResources { usleep(10_000) }
        }
    }
}
