import Dispatch

/// Frees big values on another thread while the caller goes on.
///
/// A document's tree is hundreds of thousands of nodes, and freeing it node by node was 5% of
/// generating GitHub's document, on the one thread the next stage waits for.
package enum ReleaseElsewhere {
    private static let queue = DispatchQueue(label: "bindery.release-elsewhere", qos: .utility)

    /// Ends `value`'s life on a background thread. The caller hands over its copy and must keep
    /// no other (`consume` it): a copy kept elsewhere would make the last release, and the
    /// freeing, happen wherever that copy ends.
    package static func release<Value: Sendable>(_ value: consuming Value) {
        let box = Box(value)
        queue.async { box.empty() }
    }

    /// Waits until every value handed over so far is freed: what a stage hands over is gone
    /// when it returns, so no freeing outlives it (or runs while the process exits).
    package static func waitUntilReleased() {
        queue.sync {}
    }

    /// Holds the value until the background thread empties it: the box, not the value, is what
    /// the closure captures, so the value's last release is `empty()`'s.
    private final class Box<Held: Sendable>: @unchecked Sendable {
        private var value: Held?

        init(_ value: consuming Held) {
            self.value = value
        }

        /// Touched by the queue's thread alone, once the caller has let go of the box.
        func empty() {
            value = nil
        }
    }
}
