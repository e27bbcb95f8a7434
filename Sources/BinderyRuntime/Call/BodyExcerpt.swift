import Foundation

/// Short, redacted excerpts of bodies for errors.
enum BodyExcerpt {
    /// The most bytes of a body an error keeps.
    static let limit = 1024

    /// The first ``limit`` bytes of `body` as text, secrets removed, with the body's size when
    /// it was cut; nil for an empty body.
    ///
    /// A secret that starts before the cut is removed whole: the cut moves past its end rather
    /// than keep half of it.
    static func make(_ body: Data, redactor: Redactor) -> String? {
        guard !body.isEmpty else { return nil }
        // A few bytes past the cut too, to see whether it falls inside a UTF-8 sequence.
        let bytes = [UInt8](body.prefix(limit + max(redactor.longestSecretLength, 4)))
        guard body.count > limit else { return redactor.redact(String(decoding: bytes, as: UTF8.self)) }
        var end = limit
        for secret in redactor.secrets {
            end = max(end, endOfOccurrence(of: Array(secret.utf8), startingBefore: limit, in: bytes))
        }
        // Never cut inside a UTF-8 sequence.
        while end > 0, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        let text = redactor.redact(String(decoding: bytes[..<end], as: UTF8.self))
        return text + "… (\(body.count) bytes)"
    }

    /// The end of the last occurrence of `needle` that starts before `limit` and runs past it,
    /// or 0 when there is none.
    private static func endOfOccurrence(of needle: [UInt8], startingBefore limit: Int, in bytes: [UInt8]) -> Int {
        guard !needle.isEmpty else { return 0 }
        var end = 0
        var start = max(0, limit - needle.count + 1)
        while start < limit, start + needle.count <= bytes.count {
            if bytes[start..<start + needle.count].elementsEqual(needle) { end = start + needle.count }
            start += 1
        }
        return end
    }

    /// `data.tracking.checkpoints[2].slug`.
    static func render(codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}
