import Foundation

// The server runs in a process of its own (this program, with `--serve`), so that the
// resident set the benchmark reads is the client's alone: the server's threads, buffers and
// tallies would otherwise grow with the run and hide what the client does.

/// The server's side: listens, prints its URL, serves until its standard input closes, then
/// prints its tally as one line of JSON and exits.
func serve(_ options: LoadOptions) throws -> Never {
    let server = LoadServer(plan: FaultPlan(rate: options.faultRate, seed: options.seed))
    let url = try server.start()
    FileHandle.standardOutput.write(Data((url.absoluteString + "\n").utf8))
    while readLine() != nil {}
    server.stop()
    let json = try JSONEncoder().encode(server.tally)
    FileHandle.standardOutput.write(json + Data("\n".utf8))
    exit(0)
}

/// The client's handle on the server's process.
final class ServerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// Where the server listens.
    let baseURL: URL

    /// Starts this program with `--serve` and the options the server needs, and waits for its URL.
    init(_ options: LoadOptions) throws {
        // This program's own file, wherever it was started from (a name found on PATH too).
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--serve", "--fault-rate", "\(options.faultRate)", "--seed", "\(options.seed)"]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") {
            line.append(first)
        }
        guard let text = String(data: line, encoding: .utf8), let url = URL(string: text) else {
            throw ServerProcessError(message: "the server process printed no URL: '\(String(decoding: line, as: UTF8.self))'")
        }
        baseURL = url
    }

    /// Stops the server and returns what it saw.
    func stop() throws -> ServerTally {
        try input.fileHandleForWriting.close()
        let data = try output.fileHandleForReading.readToEnd() ?? Data()
        process.waitUntilExit()
        return try JSONDecoder().decode(ServerTally.self, from: data)
    }
}

struct ServerProcessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
