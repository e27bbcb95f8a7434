import Foundation

/// Runs a program to completion and keeps what it printed.
struct ProcessOutput: Sendable {
    var status: Int32
    var standardOutput: Data
    var standardError: String

    /// Standard output as text.
    var text: String { String(decoding: standardOutput, as: UTF8.self) }
}

enum ProcessRunner {
    /// Held while a program is launched (only then: reading and waiting go on in parallel).
    private static let launching = NSLock()

    /// Runs `program` (looked up on `PATH`) with `arguments` in `directory`. Standard error is
    /// read on another thread while standard output is read on this one, so neither pipe can
    /// fill up and stall the program.
    static func run(_ program: String, _ arguments: [String], in directory: String?) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        // One launch at a time: swift-corelibs-foundation's `Process.run()` has crashed when
        // several threads launched programs at once (seen in the test suite).
        try launching.withLock { try process.run() }
        let errorBox = DataBox()
        let errorRead = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorBox.data = error.fileHandleForReading.readDataToEndOfFile()
            errorRead.signal()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return ProcessOutput(
            status: process.terminationStatus, standardOutput: outputData,
            standardError: String(decoding: errorBox.data, as: UTF8.self))
    }
}

/// Bytes written by one thread and read by another after a semaphore orders the two.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
