/// How many bytes each model takes inline, estimated from the Swift types the emitter writes on a
/// 64-bit platform, and which fields and unions store a model out of line for its size.
///
/// A Swift struct holds the structs of its fields inline, and an enum the largest of its cases'
/// payloads, so without a box a model is as large as everything under it. Stripe's
/// `CheckoutSession` came to about 90 KB, some 6,700 references counted on every copy. Each copy
/// of such a value is one straight run of machine code as long as the value is wide: in a release
/// build LLVM's scheduler, quadratic in the length of such a run, spent over half an hour on one
/// file of Stripe's models, and every copy moves the whole value. A field holding a model larger
/// than ``ModelContainment/inlineLimit`` is therefore `@Indirect` (a pointer to a shared box),
/// and a union with a case that large is an `indirect` enum, so that no model is much wider than
/// the fields it declares itself.
extension ModelContainment {
    /// The most bytes a model may take inline in the fields and union cases that hold it: 8
    /// strings' worth. Larger models are stored in a box there.
    ///
    /// Why 128 and not 256 or 64, with the figures: docs/PERFORMANCE.md, "The inline limit".
    package static let inlineLimit = 128

    /// The bytes a value of `type` takes inline, for the types that do not name a model: the
    /// sizes of the Swift types the emitter writes for them.
    static func inlineBytes(of type: TypeReference) -> Int {
        switch type {
        case .boolean: 1
        case .integer, .number, .dateTime, .url, .array, .map, .named: 8
        case .string, .uuid, .data, .localDateTime: 16
        case .json: 17
        case .decimal: 20
        case .date: 24
        }
    }

    /// What a model's size makes of the fields and unions that hold it.
    struct SizeBoxing {
        /// By model number, the fields (by wire name) that store a model too large to hold inline.
        var fields: [Int: Set<String>] = [:]
        /// The unions (by number) with a member too large to hold inline: `indirect` enums.
        var unions: Set<Int> = []
    }
}

extension ModelContainment.NumberedGraph {
    /// Walks the models below each other, leaves first, and boxes each field or union member
    /// holding a model larger than ``ModelContainment/inlineLimit``. `boxedFields` (by model
    /// number) and `indirectUnions` are already out of line, because they close a cycle: without
    /// them the models form none.
    func sizeBoxing(boxedFields: [Int: Set<String>], indirectUnions: Set<Int>) -> ModelContainment.SizeBoxing {
        var boxing = ModelContainment.SizeBoxing()
        var bytes = [Int?](repeating: nil, count: names.count)
        for root in names.indices where bytes[root] == nil {
            // A walk with a stack of its own: a chain of thousands of models must not exhaust the thread's.
            var stack = [root]
            while let model = stack.last {
                if bytes[model] != nil {
                    stack.removeLast()
                    continue
                }
                let isIndirectUnion = indirectUnions.contains(model)
                let boxed = boxedFields[model] ?? []
                let pending = targets[model].indices.compactMap { index -> Int? in
                    guard let target = targets[model][index], bytes[target] == nil, !isIndirectUnion,
                        !boxed.contains(edges[model][index].field)
                    else { return nil }
                    return target
                }
                guard pending.isEmpty else {
                    stack.append(contentsOf: pending)
                    continue
                }
                stack.removeLast()
                let size = size(of: model, bytes: bytes, boxedFields: boxed, isIndirectUnion: isIndirectUnion, into: &boxing)
                bytes[model] = size
            }
        }
        return boxing
    }

    /// The bytes `model` takes inline, given those of the models it holds; records the members it
    /// boxes for their size.
    private func size(
        of model: Int, bytes: [Int?], boxedFields: Set<String>, isIndirectUnion: Bool, into boxing: inout ModelContainment.SizeBoxing
    ) -> Int {
        let limit = ModelContainment.inlineLimit
        var edge = 0
        /// What a member of `type` takes inline, and whether it must be boxed for its size.
        func held(_ type: TypeReference) -> (bytes: Int, box: Bool) {
            guard case .named = type else { return (ModelContainment.inlineBytes(of: type), false) }
            defer { edge += 1 }
            guard let target = targets[model][edge], let size = bytes[target] else { return (8, false) }
            return size > limit ? (8, true) : (size, false)
        }
        switch kinds[model] {
        case .object(let fields):
            var total = 0
            for field in fields {
                var member = held(field.type)
                if boxedFields.contains(field.wireName) {
                    member = (8, false)
                } else if member.box {
                    boxing.fields[model, default: []].insert(field.wireName)
                }
                total += member.bytes + (field.isOptional ? 1 : 0)
            }
            return total
        case .union(let union):
            if isIndirectUnion { return 8 }
            let largest = union.members.map { held($0.type) }.map { $0.box ? limit + 1 : $0.bytes }.max() ?? 0
            guard largest <= limit else {
                boxing.unions.insert(model)
                return 8
            }
            return largest + 1
        case .enumeration:
            // An open enum: a case for each value, and `unknown(String)`.
            return 17
        case .identifier(let base):
            return ModelContainment.inlineBytes(of: base)
        }
    }
}
