import BinderyTestSupport
import Foundation
import Testing

/// A consumer package whose spec folder holds an OpenAPI document builds through the plugin,
/// and an edit to the document regenerates on the next build.
@Suite(.tags(.packageBuild))
struct OpenAPIPluginTests {
    @Test(
        "a consumer package binds an OpenAPI document and follows its edits, and those of the files its $refs name",
        arguments: PluginRegenerationTests.Layout.allCases)
    func consumerPackageWithADocument(layout: PluginRegenerationTests.Layout) async throws {
        let folder = try BuildProducts.temporaryFolder(prefix: "bindery-openapi-consumer")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try PluginRegenerationTests.consumerPackage(in: folder)
        let specs = layout.specFolder(of: "PetsAPI")
        try package.write("Sources/PetsAPI/PetNames.swift", "import BinderyRuntime\n\npublic func petName(_ pet: Pet) -> String { pet.name }\n")
        let document = OpenAPIPipelineTests.document.replacingOccurrences(
            of: "owner: { $ref: \"#/components/schemas/Owner\" }\n        status",
            with: "owner: { $ref: \"#/components/schemas/Owner\" }\n        toy: { $ref: \"schemas/toy.yaml#/Toy\" }\n        status")
        try package.write("\(specs)/openapi.yaml", document)
        try package.write("\(specs)/bindery.yaml", "api:\n  name: PetStore\n")
        let toy = "Toy:\n  type: object\n  properties:\n    name: { type: string }\n"
        try package.write("\(specs)/schemas/toy.yaml", toy)

        let first = try await package.build()
        #expect(first.succeeded, "\(first.log)")
        #expect(first.compiled.contains { $0.hasPrefix("+OpenAPI") }, "\(first.compiled)")
        #expect(try package.generatedText().contains("public struct Pet: "))
        #expect(try package.generatedText().contains("public struct Toy: "))
        // A file the plugin declares is one SwiftPM knows what to do with (a dependency's own
        // unhandled files are not the consumer's).
        let unhandled = first.log.split(separator: "\n").filter { $0.contains("unhandled") && !$0.contains("'swift-") }
        #expect(unhandled.isEmpty, "\(first.log)")

        try package.write("\(specs)/openapi.yaml", document.replacingOccurrences(
            of: "name: { type: string, description: The pet's name. }",
            with: "name: { type: string, description: The pet's name. }\n        age: { type: integer }"))
        let edited = try await package.build()
        #expect(edited.succeeded, "\(edited.log)")
        #expect(edited.generated)
        #expect(try package.generatedText().contains("public var age: Int?"))

        // An edit to a file in a subfolder that only a `$ref` names regenerates too.
        try package.write("\(specs)/schemas/toy.yaml", toy + "    colour: { type: string }\n")
        let nested = try await package.build()
        #expect(nested.succeeded, "\(nested.log)")
        #expect(nested.generated)
        #expect(try package.generatedText().contains("public var colour: String?"))

        try package.write("\(specs)/openapi.yaml", document.replacingOccurrences(of: "$ref: \"#/components/schemas/Owner\"", with: "$ref: \"#/components/schemas/Owners\""))
        let broken = try await package.build()
        #expect(!broken.succeeded)
        #expect(broken.log.contains("openapi.yaml:") && broken.log.contains("leads to nothing"), "\(broken.log)")
    }
}
