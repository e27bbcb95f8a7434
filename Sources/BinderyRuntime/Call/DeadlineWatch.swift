import Foundation

/// Runs an action when its deadline passes, for every call in flight, with one sleeping task.
///
/// Most calls finish long before their deadline and withdraw it, so adding and removing one
/// must be cheap: a lock and a dictionary entry. A task sleeps until the earliest deadline;
/// a new deadline only starts another when it is earlier still, which is rare because calls
/// of one client share their timeout.
package final class DeadlineWatch: @unchecked Sendable {
    /// The one watch of the process.
    package static let shared = DeadlineWatch()

    /// Identifies a deadline to ``remove(_:)``.
    package struct Ticket: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    private struct Entry {
        let deadline: ContinuousClock.Instant
        let action: @Sendable () -> Void
    }

    // Guarded by `lock`.
    private var entries: [UInt64: Entry] = [:]
    private var nextID: UInt64 = 0
    /// When the sleeper in charge wakes up; nil when none sleeps.
    private var wake: ContinuousClock.Instant?
    private let lock = NSLock()

    /// Runs `action` once `deadline` has passed, unless ``remove(_:)`` comes first.
    package func add(at deadline: ContinuousClock.Instant, action: @escaping @Sendable () -> Void) -> Ticket {
        let (ticket, startsSleeper): (Ticket, Bool) = lock.withLock {
            nextID += 1
            entries[nextID] = Entry(deadline: deadline, action: action)
            let isEarliest = wake.map { deadline < $0 } ?? true
            if isEarliest { wake = deadline }
            return (Ticket(id: nextID), isEarliest)
        }
        if startsSleeper { sleep(until: deadline) }
        return ticket
    }

    /// Withdraws a deadline; its action will not run.
    package func remove(_ ticket: Ticket) {
        _ = lock.withLock { entries.removeValue(forKey: ticket.id) }
    }

    /// The number of deadlines waiting, for tests.
    var count: Int { lock.withLock { entries.count } }

    private func sleep(until deadline: ContinuousClock.Instant) {
        // Detached: the watch outlives the call that started it and must not inherit its
        // cancellation, priority or task-locals.
        Task.detached(priority: .high) { [self] in
            var deadline = deadline
            while true {
                try? await Task.sleep(until: deadline, clock: .continuous)
                guard let next = expire(sleptUntil: deadline) else { return }
                deadline = next
            }
        }
    }

    /// Runs the actions that are due, earliest first; returns when to wake next, or nil when this sleeper is no
    /// longer in charge (an earlier deadline started another) or nothing is left to wait for.
    private func expire(sleptUntil deadline: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        let now = ContinuousClock.now
        let (due, next): ([Entry], ContinuousClock.Instant?) = lock.withLock {
            let expired = entries.filter { $0.value.deadline <= now }
            for id in expired.keys { entries.removeValue(forKey: id) }
            // Earliest first, and in the order they were added when due at the same time.
            let due = expired.sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }.map(\.value)
            guard wake == deadline else { return (due, nil) }
            wake = entries.values.lazy.map(\.deadline).min()
            return (due, wake)
        }
        for entry in due { entry.action() }
        return next
    }
}
