import BinderyTestSupport
import Foundation
import Testing

extension Tag {
    /// Tests that generate and compile the real OpenAPI documents of `../shared/openapi`: many
    /// minutes. `swift test --skip OpenAPICorpusTests` leaves them out while iterating; CI runs them.
    @Tag static var openAPICorpus: Self
}

/// Where the published documents are.
enum OpenAPICorpus {
    /// `../shared/openapi`, when it is there.
    static let documentsFolder: URL? = {
        let folder = BuildProducts.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/openapi")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }()
}

/// The published documents beside the checkout (OpenAI, Stripe, GitHub) lint, generate through the
/// build plugin and compile in a debug build of a target that holds only their generated code,
/// with no error and no warning from the compiler.
@Suite(
    .tags(.openAPICorpus, .packageBuild), .serialized,
    .enabled(if: OpenAPICorpus.documentsFolder != nil, "needs ../shared/openapi beside the checkout"))
struct OpenAPICorpusTests {
    /// The documents, by the target that binds each, and the name it has in a spec folder.
    static let documents = [
        (target: "OpenAI", file: "openai.yaml", name: "openapi.yaml"),
        (target: "Stripe", file: "stripe.yaml", name: "openapi.yaml"),
        (target: "GitHub", file: "github.json", name: "openapi.json"),
    ]

    @Test("each document compiles with no warning, in a target of its own")
    func documentsCompileWithoutWarnings() async throws {
        let documents = try #require(OpenAPICorpus.documentsFolder)
        let folder = try BuildProducts.temporaryFolder(prefix: "bindery-openapi-corpus")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("bindery"), withDestinationURL: BuildProducts.packageRoot)
        let root = folder.appendingPathComponent("Corpus")
        let manifest = ScratchPackage.consumerManifest(name: "Corpus", targets: Self.documents.map { ScratchPackage.pluginTarget($0.target) })
        for document in Self.documents {
            let package = ScratchPackage(root: root, target: document.target)
            try package.write("Package.swift", manifest)
            try package.write("Sources/\(document.target)/Empty.swift", "// The generated client is all of this target.\n")
            let specs = root.appendingPathComponent("Specs/\(document.target)")
            try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: documents.appendingPathComponent(document.file), to: specs.appendingPathComponent(document.name))
        }
        for document in Self.documents {
            let package = ScratchPackage(root: root, target: document.target)
            let started = ContinuousClock.now
            let build = try await package.build()
            let seconds = (ContinuousClock.now - started).components.seconds
            #expect(build.succeeded, "\(document.target) does not build:\n\(build.log.suffix(20_000))")
            // The compiler's warnings, at a Swift file; the generator's own (what the client cannot
            // say) are at the document's lines.
            let lines = build.log.split(separator: "\n")
            let warnings = lines.filter { $0.contains(".swift:") && $0.contains(": warning:") }
            #expect(warnings.isEmpty, "\(document.target): \(warnings.count) warnings:\n\(warnings.prefix(40).joined(separator: "\n"))")
            let translationWarnings = lines.filter { $0.contains(document.name + ":") && $0.contains(": warning:") }.count
            #expect(build.compiled.contains { $0.hasPrefix("+OpenAPI") }, "\(document.target): no part of the document compiled")
            print("OpenAPICorpusTests: \(document.target) generated and compiled in \(seconds) s (\(build.compiled.count) files, \(translationWarnings) translation warnings)")
        }
    }
}
