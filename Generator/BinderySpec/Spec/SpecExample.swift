/// An `example:` of a model, field, parameter or response: the JSON value the spec writes, with
/// the place of each part of it, so that a part that does not fit its type is reported where
/// it is written.
package struct SpecExample: Sendable {
    /// The value, as JSON.
    package var value: JSONLiteral
    /// Where the example's value starts.
    package var location: SourceLocation
    /// Where each nested value starts, by its path from the example's top.
    package var locations: [JSONPath: SourceLocation]

    package init(value: JSONLiteral, location: SourceLocation, locations: [JSONPath: SourceLocation] = [:]) {
        self.value = value
        self.location = location
        self.locations = locations
    }

    /// Where the value at `path` is written: its own place, or that of the nearest value around
    /// it (a missing key is reported at the object that lacks it).
    package func location(of path: JSONPath) -> SourceLocation {
        var steps = path.steps
        while !steps.isEmpty {
            if let location = locations[JSONPath(steps)] { return location }
            steps.removeLast()
        }
        return location
    }
}

/// The way to a value inside a JSON value: `checkpoints[0].tag`.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step down: an object's key or a list's index.
    package enum Step: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    package var steps: [Step]

    package init(_ steps: [Step] = []) {
        self.steps = steps
    }

    /// The path one step further.
    package func appending(_ step: Step) -> JSONPath {
        JSONPath(steps + [step])
    }

    /// `checkpoints[0].tag`; empty for the top.
    package var description: String {
        var text = ""
        for step in steps {
            switch step {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

extension NodeReader {
    /// An `example:` value: YAML read as JSON by YAML's core schema (a plain `12` is a number,
    /// `true` a boolean, `null` or `~` null; quoted text is always a string), with its places.
    mutating func example(_ node: YAMLNode?, _ context: String) -> SpecExample? {
        guard let node else { return nil }
        var locations: [JSONPath: SourceLocation] = [:]
        guard let value = exampleValue(node, at: JSONPath(), context, locations: &locations) else { return nil }
        return SpecExample(value: value, location: node.location, locations: locations)
    }

    private mutating func exampleValue(
        _ node: YAMLNode, at path: JSONPath, _ context: String, locations: inout [JSONPath: SourceLocation]
    ) -> JSONLiteral? {
        locations[path] = node.location
        switch node.content {
        case .scalar(let text, let isPlain):
            guard isPlain else { return .string(text) }
            if node.isNull { return .null }
            if ["true", "True", "TRUE"].contains(text) { return .bool(true) }
            if ["false", "False", "FALSE"].contains(text) { return .bool(false) }
            return JSONLiteral.isNumberText(text) ? .number(text) : .string(text)
        case .sequence(let items):
            var values: [JSONLiteral] = []
            for (index, item) in items.enumerated() {
                guard let value = exampleValue(item, at: path.appending(.index(index)), context, locations: &locations) else {
                    return nil
                }
                values.append(value)
            }
            return .array(values)
        case .mapping(let pairs):
            var members: [JSONLiteral.Member] = []
            for (key, value) in pairs {
                guard let name = key.scalar else {
                    diagnostics.error("the keys of \(context) must be text, not \(key.kindDescription)", at: key.location)
                    return nil
                }
                guard !members.contains(where: { $0.key == name }) else {
                    diagnostics.error("\(context) has the key '\(Diagnostic.abbreviated(name))' twice", at: key.location)
                    return nil
                }
                guard let member = exampleValue(value, at: path.appending(.key(name)), context, locations: &locations) else {
                    return nil
                }
                members.append(JSONLiteral.Member(name, member))
            }
            return .object(members)
        }
    }
}
