import BinderyGenerator
import Foundation

// The build plugin's tool: `bindery-generate generate SPEC --output DIR [--planned FILE]...
// [--watch DIR]` (and `--version`), nothing else. It is the `bindery` command's `generate`
// without ArgumentParser and `bindery diff`, so that the tool every consumer's first build
// compiles is the generator alone (a quarter of the release build time).

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--version"] {
    print(BinderyVersion.current)
    exit(0)
}
guard let generation = PluginGeneration(arguments: arguments) else {
    FileHandle.standardError.write(Data((PluginGeneration.usage + "\n").utf8))
    exit(64)
}
let outcome = generation.run()
if !outcome.messages.isEmpty {
    FileHandle.standardError.write(Data((outcome.messages.joined(separator: "\n") + "\n").utf8))
}
exit(outcome.status)
