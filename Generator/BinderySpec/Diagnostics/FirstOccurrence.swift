/// Where each name was first written, for reports of names written twice (a YAML mapping's
/// keys, a model's fields).
package enum FirstOccurrence {
    /// For each of `names`, the index of the first earlier equal one, or nil when it is the
    /// first; a nil name is left out (nil, and never anyone's first). Most lists are a few
    /// names, compared pairwise: hashing every one into a dictionary made for the list cost
    /// more (4% of reading GitHub's document, 3% of checking Stripe's). Long lists are hashed.
    package static func indices(_ names: [String?]) -> [Int?] {
        guard names.count > 16 else {
            return names.indices.map { index in
                guard let name = names[index] else { return nil }
                return names[..<index].firstIndex { $0 == name }
            }
        }
        var first: [String: Int] = [:]
        first.reserveCapacity(names.count)
        return names.indices.map { index in
            guard let name = names[index] else { return nil }
            if let earlier = first[name] { return earlier }
            first[name] = index
            return nil
        }
    }
}
