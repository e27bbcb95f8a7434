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
        queue.async {
            if kept.isOn {
                kept.boxes.append(box)
            } else {
                box.empty()
            }
        }
    }

    /// Keeps every value handed over from now on until the process exits, instead of freeing
    /// it. For a process that exits once its one job is done (the build plugin's tool): freeing
    /// GitHub's tree took a core for 8 ms while decoding, the next stage, wanted both. The
    /// process's end returns the memory at once.
    package static func keepUntilExit() {
        queue.sync { kept.isOn = true }
    }

    /// The values kept until the process exits, and whether they are: touched on `queue` alone.
    private static let kept = Kept()

    private final class Kept: @unchecked Sendable {
        var isOn = false
        var boxes: [AnyObject] = []
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
