import BinderyTestSupport
import Foundation
import Testing

/// A consumer package whose spec folder holds an OpenAPI document builds through the plugin,
/// and an edit to the document regenerates on the next build.
@Suite(.tags(.packageBuild))
struct OpenAPIPluginTests {
    @Test("a consumer package binds an OpenAPI document and follows its edits")
    func consumerPackageWithADocument() async throws {
        let folder = try BuildProducts.temporaryFolder(prefix: "bindery-openapi-consumer")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try PluginRegenerationTests.consumerPackage(in: folder)
        try package.write("Sources/PetsAPI/PetNames.swift", "import BinderyRuntime\n\npublic func petName(_ pet: Pet) -> String { pet.name }\n")
        let document = OpenAPIPipelineTests.document
        try package.write("Specs/PetsAPI/openapi.yaml", document)
        try package.write("Specs/PetsAPI/bindery.yaml", "api:\n  name: PetStore\n")

        let first = try await package.build()
        #expect(first.succeeded, "\(first.log)")
        #expect(first.compiled.contains { $0.hasPrefix("+OpenAPI") }, "\(first.compiled)")
        #expect(try package.generatedText().contains("public struct Pet: "))

        try package.write("Specs/PetsAPI/openapi.yaml", document.replacingOccurrences(
            of: "name: { type: string, description: The pet's name. }",
            with: "name: { type: string, description: The pet's name. }\n        age: { type: integer }"))
        let edited = try await package.build()
        #expect(edited.succeeded, "\(edited.log)")
        #expect(edited.generated)
        #expect(try package.generatedText().contains("public var age: Int?"))

        try package.write("Specs/PetsAPI/openapi.yaml", document.replacingOccurrences(of: "$ref: \"#/components/schemas/Owner\"", with: "$ref: \"#/components/schemas/Owners\""))
        let broken = try await package.build()
        #expect(!broken.succeeded)
        #expect(broken.log.contains("openapi.yaml:") && broken.log.contains("leads to nothing"), "\(broken.log)")
    }
}
