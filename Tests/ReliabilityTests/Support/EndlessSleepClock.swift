import BinderyRuntime
import Foundation

/// A clock whose every sleep lasts until the task is cancelled: a retry waits "forever", so a
/// test can cancel the call in the middle of its back-off.
struct EndlessSleepClock: BinderyClock {
    func now() -> Date { Date() }

    func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: .seconds(3_600))
    }
}
