/// Stores a property out of line, so that a model can contain itself (a `Repository` whose
/// `parent` is a `Repository`, or an `Order` whose `customer`'s `lastOrder` is an `Order`), and so
/// that a large model is not copied field by field wherever the model holding it goes.
///
/// A Swift struct cannot hold a value of its own type inline (it would have no finite size), and
/// a struct that holds other structs inline is as large as all of them: Stripe's
/// `CheckoutSession` would be about 90 KB. So the generator marks `@Indirect` the fields that
/// close such a cycle, and those holding a model larger than about a hundred bytes; other fields
/// are stored as before. The property reads and writes as its plain type:
///
/// ```swift
/// var fork = repository
/// fork.parent = repository          // `parent` is a `Repository?`, stored in a box
/// fork.parent?.name                 // reads through it
/// ```
///
/// The box is immutable and shared between copies; a write puts a new box in place, so copies
/// never see each other's changes (value semantics), and the wrapper is `Sendable` whenever its
/// value is. Equality and hashing are the value's.
@propertyWrapper
public struct Indirect<Value> {
    private final class Box {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    /// Stores `wrappedValue` out of line.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// The stored value.
    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }
}

// The box's only stored property is an immutable `let` of a `Sendable` value.
extension Indirect: @unchecked Sendable where Value: Sendable {}

extension Indirect: Equatable where Value: Equatable {
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Indirect: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension Indirect: CustomStringConvertible {
    /// The value's description.
    public var description: String { String(describing: wrappedValue) }
}

extension Indirect: CustomReflectable {
    /// The value's mirror, so that `dump` and debuggers show the value, not the box.
    public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}
