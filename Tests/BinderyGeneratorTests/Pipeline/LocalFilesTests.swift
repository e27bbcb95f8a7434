import Foundation
import Testing
@testable import BinderySpec

/// The file reads of the plugin's tool: every spec file, `$ref`'d document file and generated
/// file it compares goes through `LocalFiles`, bounded by the reader's limit.
@Suite("Local files")
struct LocalFilesTests {
    @Test("a file is read whole, up to and at its limit, and refused past it without being read")
    func limit() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ten.yaml").path
        let text = Array("0123456789".utf8)
        try Data(text).write(to: URL(fileURLWithPath: path))
        #expect(try LocalFiles.contents(atPath: path) == text)
        #expect(try LocalFiles.contents(atPath: path, limit: 10) == text)
        #expect(throws: LocalFiles.ReadFailure.tooLarge) { try LocalFiles.contents(atPath: path, limit: 9) }
        let empty = folder.appendingPathComponent("empty.yaml").path
        try Data().write(to: URL(fileURLWithPath: empty))
        #expect(try LocalFiles.contents(atPath: empty, limit: 0) == [])
    }

    @Test("a large file is read whole, and refused one byte under its size")
    func large() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("large.yaml").path
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try LocalFiles.contents(atPath: path) == bytes)
        #expect(throws: LocalFiles.ReadFailure.tooLarge) { try LocalFiles.contents(atPath: path, limit: 299_999) }
    }

    @Test("nothing there, and a folder, are unreadable")
    func unreadable() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: LocalFiles.ReadFailure.unreadable) { try LocalFiles.contents(atPath: folder.path) }
        let missing = folder.appendingPathComponent("gone.yaml").path
        #expect(throws: LocalFiles.ReadFailure.unreadable) { try LocalFiles.contents(atPath: missing) }
        #expect(LocalFiles.entry(at: missing) == nil)
        #expect(LocalFiles.entry(at: folder.path)?.isFolder == true)
    }

    @Test("a folder's names are FileManager's: hidden ones in, '.' and '..' out")
    func names() throws {
        let folder = try Paths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a.yaml", ".hidden", "b c.yml"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let listed = try #require(LocalFiles.names(inFolder: folder.path))
        #expect(listed.sorted() == (try FileManager.default.contentsOfDirectory(atPath: folder.path)).sorted())
        #expect(listed.sorted() == [".hidden", "a.yaml", "b c.yml", "sub"])
        #expect(LocalFiles.names(inFolder: folder.appendingPathComponent("a.yaml").path) == nil)
    }
}
