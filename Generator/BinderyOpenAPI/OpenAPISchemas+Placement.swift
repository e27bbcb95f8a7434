import BinderySpec
/// Where each model goes: a model made for an operation goes to the operation's file; a
/// component's models go to the one file whose operations use the component (directly or
/// through other components), else to the shared `schemas` files, split by name so that the
/// compiler can work on them in parallel.
extension OpenAPITranslation {
    /// The shared file of a document with few shared models.
    static let sharedFileName = "schemas.yaml"

    /// How many models a shared file holds before the shared models are split by first letter.
    static let sharedFileCapacity = 150

    mutating func placeModels() {
        let filesOfComponent = filesUsingComponents()
        var shared: [String] = []
        var placed: [(name: String, file: String)] = []
        for name in schemas.modelOrder {
            guard let model = schemas.models[name] else { continue }
            switch model.owner {
            case .file(let file): placed.append((name, file))
            case .component(let key):
                if let files = filesOfComponent[key], files.count == 1, let file = files.first {
                    placed.append((name, file))
                } else {
                    shared.append(name)
                }
            }
        }
        for (file, names) in Self.sharedFiles(shared) {
            placed += names.map { ($0, file) }
        }
        let generated = generatedTypeNames()
        for (name, file) in placed {
            guard var node = schemas.models[name]?.node else { continue }
            let swiftName = node["swiftName"]?.scalar ?? SwiftNaming.typeName(name)
            if generated.contains(swiftName) {
                // The document calls a schema what a generated type is called (`CreateUserRequest`,
                // an endpoint's request value): the model gives way.
                let renamed = uniqueModelName(name + (name.hasSuffix("Request") ? "Body" : "Model"))
                node = YAMLNode(
                    .mapping([(key: .text("swiftName", at: node.location), value: .text(renamed, at: node.location))]
                        + node.entries.filter { $0.key != "swiftName" }.map { (key: YAMLNode.text($0.key, at: $0.value.location), value: $0.value) }),
                    at: node.location)
            }
            addModel(name, node, to: file)
        }
    }

    /// For each component, the files whose operations use it, directly or through others: all
    /// of them, or two when more do (it is shared either way).
    private func filesUsingComponents() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (file, used) in schemas.fileUses {
            var stack = Array(used)
            var seen = Set(used)
            while let key = stack.popLast() {
                // Two files use it already, and so every component it uses: each file that
                // reached it went on to those. Walking them again for every other file cost
                // 2% of generating Stripe's document.
                guard (result[key]?.count ?? 0) < 2 else { continue }
                result[key, default: []].insert(file)
                for next in schemas.componentUses[key] ?? [] where seen.insert(next).inserted {
                    stack.append(next)
                }
            }
        }
        return result
    }

    /// The shared models by file: one `schemas.yaml`, or when there are many, files of about
    /// ``sharedFileCapacity`` models by first letter (`schemas-a-c.yaml`). A letter with more
    /// than that is split by its next letters (OpenAI's 713 `Beta…` schemas: `schemas-betaa-betac.yaml`
    /// …), so that no file is a compile unit many times the size of the others.
    static func sharedFiles(_ names: [String]) -> [(String, [String])] {
        guard names.count > sharedFileCapacity else { return names.isEmpty ? [] : [(sharedFileName, names)] }
        var files: [(String, [String])] = []
        var current: (first: String, last: String, names: [String])?
        func close() {
            guard let group = current else { return }
            let range = group.first == group.last ? group.first : "\(group.first)-\(group.last)"
            files.append(("schemas-\(range).yaml", group.names))
        }
        // Each name lowercased once, not at every comparison of the sort.
        let sorted = names.map { ($0.lowercased(), $0) }.sorted { $0 < $1 }.map(\.1)
        for group in prefixGroups(sorted, length: 1) {
            if let open = current, open.names.count + group.names.count <= sharedFileCapacity {
                current = (open.first, group.prefix, open.names + group.names)
            } else {
                close()
                current = (group.prefix, group.prefix, group.names)
            }
        }
        close()
        return files
    }

    /// Sorted `names` grouped by their first `length` letters, lowercased (`_` past a name's
    /// end); a group over ``sharedFileCapacity`` is grouped again by one letter more.
    private static func prefixGroups(_ names: [String], length: Int) -> [(prefix: String, names: [String])] {
        var groups: [(prefix: String, names: [String])] = []
        for name in names {
            let letters = name.lowercased().prefix(length)
            let prefix = String(letters) + String(repeating: "_", count: length - letters.count)
            if groups.last?.prefix == prefix {
                groups[groups.count - 1].names.append(name)
            } else {
                groups.append((prefix, [name]))
            }
        }
        // Names are Swift type names, far shorter than this: the bound only ends the recursion.
        guard length < 64 else { return groups }
        return groups.flatMap { group in
            group.names.count > sharedFileCapacity ? prefixGroups(group.names, length: length + 1) : [group]
        }
    }

    /// The type names the generator declares beside the models: the client, the server, the
    /// operation protocol and each endpoint's request value.
    private func generatedTypeNames() -> Set<String> {
        var names: Set<String> = []
        if let api = files[TranslatedFile.apiFileName]?.api, let name = api["name"]?.scalar {
            let apiName = name
            names.formUnion([
                GeneratedTypeNames.client(ofAPI: apiName), GeneratedTypeNames.server(ofAPI: apiName),
                GeneratedTypeNames.operationProtocol(ofAPI: apiName),
            ])
        }
        for file in files.values {
            for (name, endpoint) in file.endpoints {
                names.insert(GeneratedTypeNames.request(ofEndpoint: endpoint["swiftName"]?.scalar ?? SwiftNaming.memberName(name)))
            }
        }
        return names
    }
}
