import BinderyGenerator
import Foundation

/// Reads acknowledgement files: YAML, read with the generator's loader so that every mistake
/// is reported as `path:line:column: error: message`.
///
/// ```yaml
/// acknowledgements:
///   - change: endpoint.parameter.removed:addToCart.amount
///     reason: The server ignored it since 2023; no app sends it.
///     expires: 2025-12-31      # optional: the last day it applies
///     spec: Shop               # optional: only for this API
/// ```
package enum AcknowledgementFile {
    /// Parses the file at `path`.
    package static func load(path: String) throws(SpecErrors) -> [Acknowledgement] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecErrors([Diagnostic(.error, at: .init(file: path, line: 1, column: 1), "the acknowledgement file cannot be read")])
        }
        return try parse([UInt8](data), file: path)
    }

    /// Parses acknowledgement YAML.
    package static func parse(_ bytes: [UInt8], file: String) throws(SpecErrors) -> [Acknowledgement] {
        var diagnostics = DiagnosticCollector()
        guard let root = YAMLLoader.load(bytes: bytes, file: file, diagnostics: &diagnostics) else {
            throw SpecErrors(diagnostics.sorted)
        }
        if root.isNull { return [] }
        guard case .mapping(let top) = root.content else {
            throw SpecErrors([Diagnostic(.error, at: root.location, "an acknowledgement file is a mapping with the key 'acknowledgements'")])
        }
        var entries: [Acknowledgement] = []
        for (key, value) in top {
            guard key.scalar == "acknowledgements" else {
                diagnostics.error("unknown key '\(key.scalar ?? "")'; the file has one key, 'acknowledgements'", at: key.location)
                continue
            }
            if value.isNull { continue }
            guard case .sequence(let items) = value.content else {
                diagnostics.error("'acknowledgements' must be a list of {change, reason, expires}", at: value.location)
                continue
            }
            for item in items {
                if let entry = entry(item, diagnostics: &diagnostics) { entries.append(entry) }
            }
        }
        if diagnostics.hasErrors { throw SpecErrors(diagnostics.sorted) }
        return entries
    }

    private static let keys = ["change", "reason", "expires", "spec"]

    private static func entry(_ node: YAMLNode, diagnostics: inout DiagnosticCollector) -> Acknowledgement? {
        guard case .mapping(let pairs) = node.content else {
            diagnostics.error("an acknowledgement is a mapping with 'change' and 'reason'", at: node.location)
            return nil
        }
        var values: [String: YAMLNode] = [:]
        for (key, value) in pairs {
            let name = key.scalar ?? ""
            guard keys.contains(name) else {
                diagnostics.error("unknown key '\(name)' in an acknowledgement; use \(keys.joined(separator: ", "))", at: key.location)
                continue
            }
            values[name] = value
        }
        var valid = true
        func text(_ name: String, required: Bool) -> String? {
            guard let value = values[name] else {
                if required {
                    diagnostics.error("an acknowledgement needs '\(name)'", at: node.location)
                    valid = false
                }
                return nil
            }
            guard let scalar = value.scalar, !value.isNull, !scalar.trimmingCharacters(in: .whitespaces).isEmpty else {
                diagnostics.error("'\(name)' must be text", at: value.location)
                valid = false
                return nil
            }
            return scalar
        }
        let change = text("change", required: true)
        let reason = text("reason", required: true)
        let expires = text("expires", required: false)
        let spec = text("spec", required: false)
        if let change, !change.contains(":"), !change.hasSuffix("*") {
            diagnostics.error(
                "'\(change)' is not a change identity; copy one from a report (rule:subject, such as endpoint.removed:getCart)",
                at: values["change"]?.location ?? node.location)
            valid = false
        }
        if let expires, !isDate(expires) {
            diagnostics.error("'expires' must be a date written YYYY-MM-DD, not '\(expires)'", at: values["expires"]?.location ?? node.location)
            valid = false
        }
        guard valid, let change, let reason else { return nil }
        return Acknowledgement(change: change, reason: reason, expires: expires, spec: spec, location: node.location)
    }

    /// Whether `text` is a real calendar date, `YYYY-MM-DD`.
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month)
        else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// Today's date in UTC, `YYYY-MM-DD`.
    package static func today(_ date: Date = Date()) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }
}
