// The libFuzzer target of the spec loader, validator and generator.
//
// Built by scripts/fuzz with `swiftc -sanitize=fuzzer,address -parse-as-library`, together with
// the sources of the generator's modules (as one module, so nothing needs to be public for
// it), never by `swift build`: see docs/RELIABILITY.md.
//
// Each input is one spec or several (an OpenAPI document when the first starts like one): the bytes are split into files at every line that reads
// `#<next-file>`, so cross-file mistakes (an `api:` in two files, a model used from another
// file, two files that would write the same Swift file) are reached too. Every input must end in
// either a loaded spec, which is then generated, or diagnostics that keep the promise `bindery`
// makes: each one an `error`/`warning`/`note` in a file of the input, at line and column 1 or
// later, with a message on one line. The first file read by sections must read as in one pass.
// A broken promise traps, which libFuzzer reports as a crash.

import Foundation

/// The line that starts another file of the input.
let fileSeparator = Array("\n#<next-file>\n".utf8)

/// At most this many files per input; the rest stays in the last one.
let maximumFiles = 8

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    let files = split(bytes).enumerated().map { index, part in
        let name = index == 0 ? firstFileName(part) : "spec\(index).yaml"
        return SpecSourceFile(displayPath: name, relativePath: name, bytes: part)
    }
    if let disagreement = YAMLLoader.sectionsDisagreement(files[0].bytes, file: "spec.yaml") {
        check(false, disagreement)
    }
    do {
        let spec = try SpecLoader.load(files)
        let generated = SwiftGenerator.generate(spec)
        check(!generated.isEmpty, "a loaded spec generated no files")
        check(generated.contains { $0.name == SwiftGenerator.clientFileName }, "no \(SwiftGenerator.clientFileName)")
        check(Set(generated.map(\.name)).count == generated.count, "two generated files share a name")
    } catch {
        checkDiagnostics(error.diagnostics, files: Set(files.map(\.displayPath)))
    }
    return 0
}

/// The first file is an OpenAPI document (the others its overlays and referenced files) when it
/// starts as one does: `openapi:` in YAML, or `{` in JSON.
func firstFileName(_ bytes: [UInt8]) -> String {
    if bytes.starts(with: Array("openapi".utf8)) { return "openapi.yaml" }
    if bytes.first == UInt8(ascii: "{") { return "openapi.json" }
    return "spec0.yaml"
}

/// The parts of `bytes` between separator lines.
func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var parts: [[UInt8]] = []
    var current: [UInt8] = []
    var index = 0
    while index < bytes.count {
        if parts.count < maximumFiles - 1, bytes[index] == fileSeparator[0], index + fileSeparator.count <= bytes.count,
            bytes[index..<index + fileSeparator.count].elementsEqual(fileSeparator)
        {
            current.append(0x0A)
            parts.append(current)
            current = []
            index += fileSeparator.count
            continue
        }
        current.append(bytes[index])
        index += 1
    }
    parts.append(current)
    return parts
}

/// The promises a failed load keeps: see the top of this file.
func checkDiagnostics(_ diagnostics: [Diagnostic], files: Set<String>) {
    check(diagnostics.contains { $0.severity == .error }, "the load failed without an error diagnostic")
    for diagnostic in diagnostics {
        let text = diagnostic.description
        check(files.contains(diagnostic.location.file), "a diagnostic names a file that is not an input: \(text)")
        check(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "a diagnostic before line 1, column 1: \(text)")
        check(!diagnostic.message.isEmpty, "a diagnostic without a message: \(text)")
        check(!text.unicodeScalars.contains(where: isControl), "a diagnostic spans lines or holds a control character: \(text.debugDescription)")
    }
}

/// A line break, a control character (but tab) or a line or paragraph separator: what could
/// split a diagnostic's line or steer the terminal that shows it.
func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
        || scalar.value == 0x2029
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        FileHandle.standardError.write(Data("SpecFuzzer: \(message())\n".utf8))
        abort()
    }
}
