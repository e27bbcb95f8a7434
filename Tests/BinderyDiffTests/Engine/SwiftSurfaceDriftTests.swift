@testable import BinderyDiff
import BinderyGenerator
import Foundation
import Testing

/// `SwiftSurface` reads the generator's declaration values (`GeneratedSignatures`) and spells
/// them as `bindery diff` reports them. These tests generate the Swift of every corpus spec and
/// check that each method, initializer and property the surface names is really there, so that
/// what a report quotes is what the generator wrote.
@Suite("Swift surface matches the generator")
struct SwiftSurfaceDriftTests {
    static let specs: [URL] = CorpusCase.all.flatMap { [$0.oldFolder, $0.newFolder] }
        .filter { FileManager.default.fileExists(atPath: $0.path) }

    /// The text without any whitespace, so wrapped declarations compare equal to one-liners.
    private func squeezed(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
    }

    /// Expects `declaration` (whitespace removed) in the generated text, naming it alone on failure.
    private func expect(
        _ generated: String, has declaration: String, in folder: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let found = generated.contains(squeezed(declaration))
        #expect(found, "the Swift of \(folder.lastPathComponent) in \(folder.deletingLastPathComponent().lastPathComponent) lacks \(declaration)", sourceLocation: sourceLocation)
    }

    // Cases one after another, as in `CorpusTests`: hundreds queued at once starve other suites.
    @Test(.serialized, arguments: SwiftSurfaceDriftTests.specs)
    func declarationsExist(_ folder: URL) throws {
        let loaded = try SpecSourceLoader.load(.folder(folder.path), side: .new)
        let surface = SwiftSurface(spec: loaded.spec)
        let generated = squeezed(SwiftGenerator.generate(loaded.spec).map(\.contents).joined(separator: "\n"))
        for endpoint in loaded.spec.endpoints {
            let arguments = surface.arguments(of: endpoint).map(\.declaration).joined(separator: ",")
            // A streamed response's method returns its events at once, rather than awaiting a value.
            let effects = endpoint.response.stream == nil ? "asyncthrows(BinderyError)" : "->\(surface.responseType(endpoint))"
            let method = "publicfunc\(SwiftNaming.escaped(endpoint.swiftName))(\(arguments))\(effects)"
            expect(generated, has: method, in: folder)
            expect(generated, has: "publicstruct\(surface.requestType(endpoint)):\(surface.operationProtocol)", in: folder)
            if let pages = surface.pagesMethod(endpoint) {
                let name = pages.split(separator: ".", maxSplits: 1)[1].split(separator: "(")[0]
                expect(generated, has: "publicfunc\(name)(", in: folder)
            }
        }
        for model in loaded.spec.models {
            if let alias = model.aliasOf {
                let target = loaded.spec.modelsByName[alias.value]?.swiftName ?? alias.value
                expect(generated, has: "publictypealias\(model.swiftName)=\(target)", in: folder)
                continue
            }
            switch model.kind {
            case .object(let fields):
                let arguments = surface.initializerArguments(model).map(\.declaration).joined(separator: ",")
                let initializer = arguments.isEmpty ? "publicinit(){}" : "publicinit(\(arguments))"
                expect(generated, has: initializer, in: folder)
                for field in fields {
                    let type = surface.typeName(field.type, optional: field.isOptional)
                    expect(generated, has: "publicvar\(SwiftNaming.escaped(field.swiftName)):\(type)", in: folder)
                }
            case .enumeration(let cases):
                expect(generated, has: "publicenum\(model.swiftName):OpenEnum", in: folder)
                for value in cases { expect(generated, has: "case\(SwiftNaming.escaped(value.swiftName))", in: folder) }
            case .identifier:
                expect(generated, has: "publicstruct\(model.swiftName):TypedIdentifier", in: folder)
            case .union(let union):
                expect(generated, has: "enum\(model.swiftName):Codable,Hashable,Sendable", in: folder)
                for member in union.members {
                    expect(generated, has: "case\(SwiftNaming.escaped(member.swiftName))(\(surface.typeName(member.type)))", in: folder)
                }
            }
        }
        let clientArguments = surface.clientArguments().map(\.declaration).joined(separator: ",")
        expect(generated, has: "publicinit(\(clientArguments)\(clientArguments.isEmpty ? "" : ",")server:Server", in: folder)
        for server in loaded.spec.servers {
            expect(generated, has: "case\(SwiftNaming.escaped(SwiftNaming.memberName(server.name)))", in: folder)
        }
    }
}
