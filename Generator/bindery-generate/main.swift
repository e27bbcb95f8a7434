import BinderyGenerator
import BinderySpec
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

// The build plugin's tool: `bindery-generate generate SPEC --output DIR [--planned FILE]...
// [--watch DIR]` (and `--version`), nothing else. It is the `bindery` command's `generate`
// without ArgumentParser and `bindery diff`, so that the tool every consumer's first build
// compiles is the generator alone (a quarter of the release build time).

/// Writes `text` and a line break to the standard error (file descriptor 2, which needs no
/// shared `stderr` stream).
func printToStandardError(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--version"] {
    print(BinderyVersion.current)
    exit(0)
}
guard let generation = PluginGeneration(arguments: arguments) else {
    printToStandardError(PluginGeneration.usage)
    exit(64)
}
// One generation and the process exits: the trees of its stages are never freed.
ReleaseElsewhere.keepUntilExit()
let outcome = generation.run()
if !outcome.messages.isEmpty {
    printToStandardError(outcome.messages.joined(separator: "\n"))
}
exit(outcome.status)
