/// Pairs the elements of two versions of a list: first by identity, then — for what is left —
/// by rename rules, so that a rename is reported as one change rather than a removal and an
/// addition.
struct Matching<Element> {
    /// Elements present in both versions (`renamed` tells whether the pairing was by a rename rule).
    var pairs: [(old: Element, new: Element, renamed: Bool)] = []
    var removed: [Element] = []
    var added: [Element] = []

    /// Pairs `old` and `new` by `key`; then offers each rule in turn the elements still
    /// unpaired. A rule scores a candidate pair (higher is better; nil: not a rename), and a
    /// pair is made only when each of the two is the other's single best candidate.
    init<Key: Hashable>(
        old: [Element], new: [Element], key: (Element) -> Key,
        renameRules: [(Element, Element) -> Int?] = []
    ) {
        var newIndexByKey: [Key: Int] = [:]
        for (index, element) in new.enumerated() where newIndexByKey[key(element)] == nil {
            newIndexByKey[key(element)] = index
        }
        var pairedNew: Set<Int> = []
        var unpairedOld: [Element] = []
        for element in old {
            if let index = newIndexByKey[key(element)], !pairedNew.contains(index) {
                pairs.append((element, new[index], false))
                pairedNew.insert(index)
            } else {
                unpairedOld.append(element)
            }
        }
        var unpairedNew = new.enumerated().filter { !pairedNew.contains($0.offset) }.map(\.element)
        for rule in renameRules {
            let made = Self.pairByRule(unpairedOld, unpairedNew, rule)
            guard !made.isEmpty else { continue }
            for (i, j) in made { pairs.append((unpairedOld[i], unpairedNew[j], true)) }
            let oldUsed = Set(made.map(\.0))
            let newUsed = Set(made.map(\.1))
            unpairedOld = unpairedOld.enumerated().filter { !oldUsed.contains($0.offset) }.map(\.element)
            unpairedNew = unpairedNew.enumerated().filter { !newUsed.contains($0.offset) }.map(\.element)
        }
        removed = unpairedOld
        added = unpairedNew
    }

    private static func pairByRule(_ old: [Element], _ new: [Element], _ rule: (Element, Element) -> Int?) -> [(Int, Int)] {
        guard !old.isEmpty, !new.isEmpty else { return [] }
        var scores: [[Int?]] = []
        for a in old { scores.append(new.map { rule(a, $0) }) }
        var result: [(Int, Int)] = []
        for i in old.indices {
            guard let best = bestIndex(scores[i]) else { continue }
            let column = old.indices.map { scores[$0][best] }
            guard bestIndex(column) == i else { continue }
            result.append((i, best))
        }
        return result
    }

    /// The index of the single highest score, or nil when there is none or a tie.
    private static func bestIndex(_ scores: [Int?]) -> Int? {
        var best: (index: Int, score: Int)?
        var tied = false
        for (index, score) in scores.enumerated() {
            guard let score else { continue }
            if let current = best {
                if score > current.score {
                    best = (index, score)
                    tied = false
                } else if score == current.score {
                    tied = true
                }
            } else {
                best = (index, score)
            }
        }
        return tied ? nil : best?.index
    }
}
