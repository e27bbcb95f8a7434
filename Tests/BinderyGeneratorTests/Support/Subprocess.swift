import Foundation

/// Runs a program to completion and keeps what it printed.
struct Subprocess {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// Runs `executable` with `arguments`. Standard error is read on another thread while
    /// standard output is read on this one, so that neither pipe can fill and stall the program.
    static func run(_ executable: URL, _ arguments: [String]) throws -> Subprocess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
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
}

/// Bytes written by one thread and read by another after a semaphore orders the two.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
