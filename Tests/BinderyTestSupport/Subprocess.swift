import Foundation

/// Runs a program to completion and keeps what it printed.
public struct Subprocess: Sendable {
    /// The exit status.
    public var status: Int32
    public var standardOutput: String
    public var standardError: String

    /// Runs `executable` with `arguments` in `directory`. Standard error is read on another
    /// thread while standard output is read on this one, so that neither pipe can fill and
    /// stall the program.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> Subprocess {
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
        DispatchQueue.global().async {
            errorData.data = error.fileHandleForReading.readDataToEndOfFile()
            errorRead.signal()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return Subprocess(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.data, as: UTF8.self))
    }

    /// Runs `executable` as `run` does, on a thread of its own, for programs that take long (a
    /// `swift build`). Waiting in `run` holds a thread of Swift's concurrency pool, which has
    /// one a core: two such waits on a 2-core machine starve every other test of the run, and
    /// tests of deadlines then fail for want of a thread.
    public static func runOnOwnThread(_ executable: URL, _ arguments: [String], in directory: URL? = nil) async throws -> Subprocess {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try run(executable, arguments, in: directory) })
            }.start()
        }
    }

    /// Runs `git` with `arguments` in `directory`, failing the test on a non-zero status.
    @discardableResult
    public static func git(_ arguments: [String], in directory: URL) throws -> String {
        let result = try run(
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
