import ArgumentParser
import BinderyGenerator

/// The `bindery` command: compiles YAML API specs into typed Swift clients.
@main
struct Bindery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bindery",
        abstract: "Compile YAML API specs into typed Swift client libraries.",
        discussion: """
            A spec is a folder of YAML files that together describe one HTTP API: servers, auth, \
            models, endpoints, errors, retry and rate-limit policy. `bindery generate` turns it into \
            Swift; the BinderyPlugin build-tool plugin runs the same code on every build.
            """,
        version: BinderyVersion.current,
        subcommands: [Generate.self, Lint.self, Diff.self, Import.self, Mock.self]
    )
}
