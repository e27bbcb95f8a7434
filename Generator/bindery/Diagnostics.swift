import ArgumentParser
import BinderyGenerator
import Foundation

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Loads a spec, printing its warnings, and every diagnostic in the `path:line:column: error:` form on failure.
func loadReportingErrors(_ path: String) throws -> APISpec {
    do {
        let api = try SpecLoader.load(directory: path)
        for warning in api.warnings { printError(warning.description) }
        return api
    } catch {
        for diagnostic in error.diagnostics { printError(diagnostic.description) }
        throw ExitCode(1)
    }
}
