import Foundation

/// A value shared between tasks and threads, behind a lock.
final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    var get: Value { lock.withLock { value } }

    func set(_ newValue: Value) { lock.withLock { value = newValue } }

    @discardableResult
    func update<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&value) } }
}
