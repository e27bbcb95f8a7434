import BinderyGenerator
import Foundation

// The build plugin's tool: `bindery-generate generate SPEC --output DIR`, nothing else. It is the
// `bindery` command's `generate` without ArgumentParser and `bindery diff`, so that the tool every
// consumer's first build compiles is the generator alone (a quarter of the release build time).

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count == 5, arguments[1] == "generate", arguments[3] == "--output" else {
    fail("usage: bindery-generate generate SPEC --output DIR", status: 64)
}
do {
    let api = try SpecLoader.load(directory: arguments[2])
    _ = try OutputWriter.write(SwiftGenerator.generate(api), to: arguments[4])
} catch let errors as SpecErrors {
    // The same `path:line:column: error:` lines as `bindery generate`, which SwiftPM and Xcode
    // show at the spec's line.
    fail(errors.diagnostics.map(\.description).joined(separator: "\n"), status: 1)
} catch let error as OutputWriter.WriteError {
    fail(error.description, status: 1)
} catch {
    fail("bindery-generate: error: \(error)", status: 1)
}
