import BinderySpec

/// The models of an API grouped by use, as the landing page lists them: what the calls send,
/// what they return, both, the API's error model, and the rest.
struct ModelTopics {
    /// One topic: its heading and its models' Swift names, in the spec's order.
    struct Topic: Equatable {
        var title: String
        var models: [String]
    }

    /// The non-empty topics, in a fixed order.
    let topics: [Topic]

    init(api: APISpec) {
        let (sentModels, receivedModels) = ModelUsage.directions(in: api)
        let errorModel = api.errorModel?.model
        var sent: [String] = []
        var returned: [String] = []
        var both: [String] = []
        var errors: [String] = []
        var other: [String] = []
        for model in api.models {
            if model.name == errorModel {
                errors.append(model.swiftName)
                continue
            }
            switch (sentModels.contains(model.name), receivedModels.contains(model.name)) {
            case (true, true): both.append(model.swiftName)
            case (true, false): sent.append(model.swiftName)
            case (false, true): returned.append(model.swiftName)
            case (false, false): other.append(model.swiftName)
            }
        }
        topics = [
            Topic(title: "Models sent in requests", models: sent),
            Topic(title: "Models returned in responses", models: returned),
            Topic(title: "Models sent and returned", models: both),
            Topic(title: "The error model", models: errors),
            Topic(title: "Other models", models: other),
        ].filter { !$0.models.isEmpty }
    }
}
