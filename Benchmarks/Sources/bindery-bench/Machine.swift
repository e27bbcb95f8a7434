import Foundation

/// The machine and sources a run measured.
struct Machine: Codable {
    var date: String
    var host: String
    var cores: Int
    var memoryGiB: Double
    var cpuModel: String
    var swift: String
    var kernel: String
    /// The Bindery commit measured, with "+ work tree" when uncommitted edits were included.
    var bindery: String
    var loadBefore: String
    var loadAfter: String = ""
    var command: String

    static func describe(checkout: String, revision: String?) -> Machine {
        Machine(
            date: ISO8601DateFormatter().string(from: Date()),
            host: ProcessInfo.processInfo.hostName,
            cores: ProcessInfo.processInfo.activeProcessorCount,
            memoryGiB: Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824,
            cpuModel: cpuModel(),
            swift: firstLine(of: ["swift", "--version"]),
            kernel: firstLine(of: ["uname", "-srm"]),
            bindery: commit(checkout: checkout, revision: revision),
            loadBefore: loadAverage(),
            command: (["bindery-bench"] + CommandLine.arguments.dropFirst()).joined(separator: " "))
    }

    static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    }

    private static func cpuModel() -> String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line.flatMap { $0.split(separator: ":", maxSplits: 1).last }.map { $0.trimmingCharacters(in: .whitespaces) } ?? "?"
    }

    private static func firstLine(of command: [String]) -> String {
        guard let output = try? Processes.run(command).output else { return "?" }
        return output.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "?"
    }

    /// The measured commit: `revision`, or HEAD plus whatever the work tree changes outside Benchmarks/.
    private static func commit(checkout: String, revision: String?) -> String {
        let hash = firstLine(of: ["git", "-C", checkout, "rev-parse", "--short=10", revision ?? "HEAD"])
        guard revision == nil else { return hash }
        let status = (try? Processes.run(["git", "-C", checkout, "status", "--porcelain", "--", ".", ":!Benchmarks"]).output) ?? ""
        return status.isEmpty ? hash : hash + " + work tree"
    }
}
