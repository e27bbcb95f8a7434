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

    /// For each component, the files whose operations use it, directly or through others.
    private func filesUsingComponents() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (file, used) in schemas.fileUses {
            var stack = Array(used)
            var seen = Set(used)
            while let key = stack.popLast() {
                result[key, default: []].insert(file)
                for next in schemas.componentUses[key] ?? [] where seen.insert(next).inserted {
                    stack.append(next)
                }
            }
        }
        return result
    }

    /// The shared models by file: one `schemas.yaml`, or when there are many, files of about
    /// ``sharedFileCapacity`` models by first letter (`schemas-a-c.yaml`).
    static func sharedFiles(_ names: [String]) -> [(String, [String])] {
        guard names.count > sharedFileCapacity else { return names.isEmpty ? [] : [(sharedFileName, names)] }
        var byLetter: [(letter: String, names: [String])] = []
        for name in names.sorted() {
            let letter = name.first.map { String($0).lowercased() } ?? "_"
            if byLetter.last?.letter == letter {
                byLetter[byLetter.count - 1].names.append(name)
            } else {
                byLetter.append((letter, [name]))
            }
        }
        var files: [(String, [String])] = []
        var current: (first: String, last: String, names: [String])?
        func close() {
            guard let group = current else { return }
            let range = group.first == group.last ? group.first : "\(group.first)-\(group.last)"
            files.append(("schemas-\(range).yaml", group.names))
        }
        for group in byLetter {
            if let open = current, open.names.count + group.names.count <= sharedFileCapacity {
                current = (open.first, group.letter, open.names + group.names)
            } else {
                close()
                current = (group.letter, group.letter, group.names)
            }
        }
        close()
        return files
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
