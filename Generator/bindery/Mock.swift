import ArgumentParser
import BinderyGenerator
import BinderyLoopback
import BinderyMock
import Dispatch
import Foundation

/// `bindery mock`: a spec's whole API served on 127.0.0.1 until SIGINT or SIGTERM.
struct Mock: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a spec's API on 127.0.0.1 from its examples, checking every request.",
        discussion: """
            Loads SPEC as `generate` would and answers each endpoint with its response's example, \
            or values made from the types where the spec gives none: the same spec gives the same \
            answers. Every request is checked against the spec; an unknown path or method, a \
            missing required parameter, a body that is not of its model and missing credentials \
            are answered with the API's own error model (404, 405, 400, 422, 401) and a line on \
            standard error that says what was wrong. Paging, the envelope and the rate-limit \
            headers follow the spec. Prints the URL it serves on; stops on SIGINT or SIGTERM.
            """
    )

    @Argument(help: "The spec folder (or a single spec file).")
    var spec: String

    @Option(help: "The port to listen on, on 127.0.0.1; 0 (the default) for any free port.")
    var port = 0

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be from 0 to 65535, not \(port)")
        }
    }

    func run() throws {
        let api = try loadReportingErrors(spec)
        let mock: MockServer
        do {
            mock = try MockServer(spec: api, port: port) { printError("mock: " + $0) }
        } catch let error as LoopbackServerError where error.code == EADDRINUSE {
            printError("error: port \(port) on 127.0.0.1 is in use; choose another with --port, or --port 0 for any free port")
            throw ExitCode(1)
        } catch {
            printError("error: cannot listen on 127.0.0.1:\(port): \(error)")
            throw ExitCode(1)
        }
        let stops = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler {
                mock.stop()
                printError("mock: stopped")
                Foundation.exit(0)
            }
            source.resume()
            return source
        }
        FileHandle.standardOutput.write(Data("Mock \(api.name) API on \(mock.baseURL.absoluteString) (Ctrl-C stops it)\n".utf8))
        withExtendedLifetime(stops) { dispatchMain() }
    }
}
