/// Whether two names plausibly name the same thing: `lang` and `language`, `qty` and
/// `quantity`, `tracking_number` and `trackingNumber`. Used only to pair something removed
/// with something added as a rename, never to match names outright.
enum NameSimilarity {
    static func areSimilar(_ a: String, _ b: String) -> Bool {
        let x = normalized(a)
        let y = normalized(b)
        guard !x.isEmpty, !y.isEmpty else { return false }
        if x == y { return true }
        let (short, long) = x.count <= y.count ? (x, y) : (y, x)
        if short.count >= 3, long.hasPrefix(short) || long.hasSuffix(short) { return true }
        if short.count >= 3, short.first == long.first, isSubsequence(short, of: long) { return true }
        let allowed = max(1, min(3, long.count / 4))
        return editDistance(Array(x), Array(y)) <= allowed
    }

    /// Lower-case letters and digits only.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    private static func isSubsequence(_ short: String, of long: String) -> Bool {
        var iterator = long.makeIterator()
        for character in short {
            var found = false
            while let next = iterator.next() {
                if next == character {
                    found = true
                    break
                }
            }
            if !found { return false }
        }
        return true
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
