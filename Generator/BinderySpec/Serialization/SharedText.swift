/// A document's bytes, read by the parsers of all its pieces at once (`YAMLSections`,
/// `JSONSections`) and written by none: shared between threads without a lock.
struct SharedText: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let count: Int
}
