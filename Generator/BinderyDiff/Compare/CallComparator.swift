import BinderyGenerator

/// Compares what an endpoint sends and reads beside its arguments and body: its constant
/// headers (resolved: the API's and its own), its declared response headers, its own retry
/// statuses and its rate-limit bucket. HTTP header names are compared without case.
struct CallComparator {
    let context: ComparisonContext
    let old: EndpointSpec
    let new: EndpointSpec

    func compare(into changes: inout [Change]) {
        compareConstantHeaders(into: &changes)
        compareResponseHeaders(into: &changes)
        compareResilience(into: &changes)
    }

    private func compareConstantHeaders(into changes: inout [Change]) {
        let was = Dictionary(old.constantHeaders.map { ($0.comparisonName, $0) }, uniquingKeysWith: { first, _ in first })
        for header in new.constantHeaders {
            let at = context.new.location(header.location)
            guard let previous = was[header.comparisonName] else {
                changes.append(Change(
                    .endpointConstantHeaderAdded, subject: "\(new.name).\(header.name)", travels: .request,
                    message: "Endpoint '\(new.name)' now sends the header \(header.name): \(header.value).",
                    wireReason: "old apps do not send it", sourceReason: "constant headers are no argument",
                    endpoints: [new.name], location: at))
                continue
            }
            if previous.value != header.value {
                changes.append(Change(
                    .endpointConstantHeaderChanged, subject: "\(new.name).\(header.name)", travels: .request,
                    message: "Endpoint '\(new.name)' now sends \(header.name): \(header.value), was \(previous.value).",
                    wireReason: "old apps send \(previous.value)", sourceReason: "constant headers are no argument",
                    endpoints: [new.name], location: at))
            }
        }
        let now = Set(new.constantHeaders.map(\.comparisonName))
        for header in old.constantHeaders where !now.contains(header.comparisonName) {
            changes.append(Change(
                .endpointConstantHeaderRemoved, subject: "\(new.name).\(header.name)", travels: .request,
                message: "Endpoint '\(new.name)' no longer sends the header \(header.name).",
                wireReason: "servers ignore a header they do not read", sourceReason: "constant headers are no argument",
                endpoints: [new.name], location: context.new.location(new.location)))
        }
    }

    private func compareResponseHeaders(into changes: inout [Change]) {
        let requestType = context.newSwift.requestType(new)
        let was = Dictionary(
            old.response.headers.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for header in new.response.headers {
            let at = context.new.location(header.location)
            let property = "\(requestType).ResponseHeaders.\(header.swiftName): \(SwiftTypeNames(modelsByName: [:]).name(of: header.type))?"
            guard let previous = was[header.name.lowercased()] else {
                changes.append(Change(
                    .endpointResponseHeaderAdded, subject: "\(new.name).\(header.name)", travels: .response,
                    message: "Endpoint '\(new.name)' declares the response header \(header.name) (\(header.type.specSpelling)).",
                    wireReason: "a header old apps do not read", sourceReason: "a new property", swiftAfter: [property],
                    endpoints: [new.name], location: at))
                continue
            }
            if previous.type != header.type || previous.swiftName != header.swiftName {
                let oldProperty = "\(context.oldSwift.requestType(old)).ResponseHeaders.\(previous.swiftName): \(SwiftTypeNames(modelsByName: [:]).name(of: previous.type))?"
                changes.append(Change(
                    .endpointResponseHeaderChanged, subject: "\(new.name).\(header.name)", travels: .response,
                    message: "Response header \(header.name) of endpoint '\(new.name)' is now `\(header.swiftName)` (\(header.type.specSpelling)), was `\(previous.swiftName)` (\(previous.type.specSpelling)).",
                    wireReason: "a value old apps cannot read reads as nil", sourceReason: "the property changes",
                    swiftBefore: [oldProperty], swiftAfter: [property], endpoints: [new.name], location: at))
            }
        }
        let now = Set(new.response.headers.map { $0.name.lowercased() })
        for header in old.response.headers where !now.contains(header.name.lowercased()) {
            changes.append(Change(
                .endpointResponseHeaderRemoved, subject: "\(new.name).\(header.name)", travels: .response,
                message: "Endpoint '\(new.name)' no longer declares the response header \(header.name).",
                wireReason: "old apps read a missing header as nil",
                sourceReason: "`\(context.oldSwift.requestType(old)).ResponseHeaders.\(header.swiftName)` no longer exists",
                swiftBefore: ["\(context.oldSwift.requestType(old)).ResponseHeaders.\(header.swiftName)"],
                endpoints: [new.name], location: context.new.location(new.response.location)))
        }
    }

    private func compareResilience(into changes: inout [Change]) {
        let at = context.new.location(new.location)
        if old.retryStatuses?.value != new.retryStatuses?.value {
            let describe = { (statuses: Located<[Int]>?) in statuses.map { "\($0.value)" } ?? "the API's" }
            changes.append(Change(
                .endpointRetryStatusesChanged, subject: new.name, travels: .none,
                message: "Endpoint '\(new.name)' now retries \(describe(new.retryStatuses)) statuses, was \(describe(old.retryStatuses)).",
                wireReason: "shipped apps keep their own retries", sourceReason: "no generated signature changes",
                endpoints: [new.name], location: new.retryStatuses.map { context.new.location($0.location) } ?? at))
        }
        if old.rateLimitBucket?.value != new.rateLimitBucket?.value {
            changes.append(Change(
                .endpointRateLimitBucketChanged, subject: new.name, travels: .none,
                message: "Endpoint '\(new.name)' now counts against \(new.rateLimitBucket.map { "rate limit '\($0.value)'" } ?? "the API's rate limit"), was \(old.rateLimitBucket.map { "'\($0.value)'" } ?? "the API's").",
                wireReason: "shipped apps keep their own pacing", sourceReason: "no generated signature changes",
                endpoints: [new.name], location: new.rateLimitBucket.map { context.new.location($0.location) } ?? at))
        }
    }
}
