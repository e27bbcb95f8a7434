import Testing
@testable import BinderyEmitter
@testable import BinderyGenerator
@testable import BinderyOpenAPI
@testable import BinderySpec
@testable import BinderyValidator

/// Mistakes in a `multipart/form-data` body: its keys, its parts and where it may be sent.
@Suite("Diagnostics: multipart bodies")
struct MultipartDiagnosticsTests {
    @Test func aValidMultipartBodyLoads() throws {
        let spec = try SpecText.load("""
            \(SpecText.header)
            models:
              Meta:
                fields:
                  note: string
            endpoints:
              upload:
                method: POST
                path: /images
                body:
                  docs: The images.
                  multipart:
                    images: { type: "[file]", required: true, swiftName: photos }
                    cover: file
                    caption: string
                    meta: Meta
            """)
        let multipart = try #require(spec.endpoints.first?.multipart)
        #expect(multipart.parts.map(\.wireName) == ["images", "cover", "caption", "meta"])
        #expect(multipart.parts.map(\.content) == [.files, .file, .value(.string), .value(.named("Meta"))])
        #expect(multipart.parts.map(\.swiftName) == ["photos", "cover", "caption", "meta"])
        #expect(multipart.parts.map(\.required) == [true, false, false, false])
        #expect(multipart.docs == "The images.")
        #expect(spec.endpoints.first?.body == nil)
    }

    @Test func unknownPartKeySuggestsTheKnownOne() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              upload:
                method: POST
                path: /images
                body:
                  multipart:
                    images: { type: file, requird: true }
                  doc: The images.
            """)
        #expect(diagnostics == [
            "api.yaml:11:31: error: unknown key 'requird' in part 'images' of endpoint 'upload'; did you mean 'required'?",
            "api.yaml:12:7: error: unknown key 'doc' in the body of endpoint 'upload'; did you mean 'docs'?",
        ])
    }

    @Test func jsonBodyKeysCannotAccompanyMultipart() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              upload:
                method: POST
                path: /images
                body:
                  type: string
                  wrap: image
                  multipart:
                    images: file
            """)
        #expect(diagnostics == [
            "api.yaml:10:7: error: 'type' cannot be used with 'multipart' in the body of endpoint 'upload'; each part has its own 'type', 'swiftName' and 'required'",
            "api.yaml:11:7: error: 'wrap' cannot be used with 'multipart' in the body of endpoint 'upload'; each part has its own 'type', 'swiftName' and 'required'",
        ])
    }

    @Test func emptyOrMalformedPartsAreReported() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              none:
                method: POST
                path: /none
                body: { multipart: {} }
              listed:
                method: POST
                path: /listed
                body: { multipart: [images, caption] }
            """)
        #expect(diagnostics == [
            "api.yaml:9:24: error: the multipart body of endpoint 'none' has no parts",
            "api.yaml:13:24: error: the multipart parts of endpoint 'listed' must be a mapping of part names, not a list",
        ])
    }

    @Test func badPartTypesAreReported() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              upload:
                method: POST
                path: /images
                body:
                  multipart:
                    raw: data
                    nested: { type: "[[file]]" }
                    byName: { type: "[string: file]" }
                    photo: { type: fiel }
                    bytes: { type: "[data]" }
            """)
        #expect(diagnostics == [
            "api.yaml:11:14: error: part 'raw' of endpoint 'upload' cannot be 'data': send bytes as 'file' (with a file name and content type)",
            "api.yaml:12:25: error: a part's type can be 'file' or '[file]', not '[[file]]': send each file as its own part",
            "api.yaml:13:25: error: a part's type can be 'file' or '[file]', not '[string: file]': send each file as its own part",
            "api.yaml:14:24: error: unknown type 'fiel'; did you mean 'file'?",
            "api.yaml:15:24: error: part 'bytes' of endpoint 'upload' cannot be '[data]': send bytes as 'file' (with a file name and content type)",
        ])
    }

    @Test func aGetCannotSendAMultipartBody() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              upload:
                method: GET
                path: /images
                body: { multipart: { images: file } }
            """)
        #expect(diagnostics == ["api.yaml:9:11: error: a GET request cannot have a body"])
    }

    @Test func partNamesMustFitTheirHeaderAndTheArguments() {
        let diagnostics = SpecText.diagnostics("""
            \(SpecText.header)
            endpoints:
              upload:
                method: POST
                path: /images/{id}
                parameters:
                  id: { in: path }
                body:
                  multipart:
                    "say \\"hi\\"": { type: string, swiftName: greeting }
                    ID: file
                    completion: string
                    photo: { type: file, secret: true }
                    meta: { type: json, secret: true }
            """)
        #expect(diagnostics == [
            "api.yaml:13:9: error: part 'say \"hi\"' of endpoint 'upload' needs a name without quotes, line breaks or control characters",
            "api.yaml:14:9: error: parameter 'ID' of endpoint 'upload' becomes 'id' in Swift, as 'id' does; give one a 'swiftName'",
            "api.yaml:15:9: error: parameter 'completion' becomes 'completion', the label of the generated completion handler; give it another 'swiftName'",
            "api.yaml:16:9: error: part 'photo' of endpoint 'upload' is a file; 'secret' applies to text parts only",
            "api.yaml:17:9: error: part 'meta' of endpoint 'upload' is sent as JSON; 'secret' applies to text parts (mark the model's fields 'secret' instead)",
        ])
    }
}
