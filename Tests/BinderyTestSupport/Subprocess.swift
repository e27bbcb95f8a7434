import Foundation

/// Runs a program to completion and keeps what it printed.
public struct Subprocess: Sendable {
    /// The exit status.
    public var status: Int32
    public var standardOutput: String
    public var standardError: String

    /// Runs `executable` with `arguments` in `directory`, and waits for it on a thread of its own.
    ///
    /// Waiting on the calling thread would hold a thread of Swift's concurrency pool, which has
    /// one a core: two such waits on a 2-core machine (a `swiftc` or a `swift build` beside a
    /// `git`) starve every other test of the run, and tests of deadlines then fail for want of
    /// a thread. So no test waits for a program any other way.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) async throws -> Subprocess {
        try await OwnThread.run { try runBlocking(executable, arguments, in: directory) }
    }

    /// Runs the program and waits for it on this thread. Standard error is read on another
    /// thread while standard output is read on this one, so that neither pipe can fill and
    /// stall the program.
    private static func runBlocking(_ executable: URL, _ arguments: [String], in directory: URL?) throws -> Subprocess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorData = DataBox()
        let errorRead = DispatchSemaphore(value: 0)
        Thread {
            errorData.data = error.fileHandleForReading.readDataToEndOfFile()
            errorRead.signal()
        }.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return Subprocess(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self))
    }

    /// Runs `git` with `arguments` in `directory`, failing the test on a non-zero status.
    @discardableResult
    public static func git(_ arguments: [String], in directory: URL) async throws -> String {
        let result = try await run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["git", "-c", "user.name=Bindery Tests", "-c", "user.email=tests@bindery.invalid", "-c", "commit.gpgsign=false",
             "-c", "init.defaultBranch=main"] + arguments,
            in: directory)
        guard result.status == 0 else {
            throw GitError(message: "git \(arguments.joined(separator: " ")) failed: \(result.standardError)")
        }
        return result.standardOutput
    }
}

/// A git command that failed, with what it printed.
public struct GitError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Bytes written by one thread and read by another after a semaphore orders the two.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
