#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Reading files and listing folders with the system calls themselves, so that the plugin's tool
/// imports no Foundation module: the first compile job that imports one builds and indexes it,
/// about 0.7 s of CPU in every consumer's cold build (docs/PERFORMANCE.md, "The plugin's tool
/// without FoundationEssentials"). In `Serialization/`, beside the readers that import Glibc too,
/// not in the spec core's first batch of files.
package enum LocalFiles {
    /// What a path names, following symbolic links: its device, inode and size, and whether it
    /// is a folder.
    package struct Entry {
        package var device: UInt64
        package var inode: UInt64
        package var size: UInt64
        package var isFolder: Bool

        init(_ info: stat) {
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(truncatingIfNeeded: info.st_ino)
            size = UInt64(truncatingIfNeeded: info.st_size)
            isFolder = info.st_mode & S_IFMT == S_IFDIR
        }
    }

    /// What is at `path`; nil when nothing is there.
    package static func entry(at path: String) -> Entry? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Entry(info)
    }

    /// Why a file's bytes were not read.
    package enum ReadFailure: Error {
        /// It holds more bytes than the reader takes; none were read past the limit.
        case tooLarge
        /// Nothing is there, it is a folder, or the system refused.
        case unreadable
    }

    /// The bytes of the file at `path`, symbolic links followed, when it holds at most `limit`
    /// of them. A file larger than that is refused from its size, before it is read, so that a
    /// hostile `$ref` to a huge file costs nothing, and a file that grows while read is refused
    /// once it passes the limit.
    package static func contents(atPath path: String, limit: Int = .max) throws(ReadFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, !Entry(info).isFolder else { throw .unreadable }
        guard Int(info.st_size) <= limit else { throw .tooLarge }
        // Read into the array itself; the byte of room beyond the size tells a file that grew.
        let expected = Int(info.st_size) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            guard let filled = fill(UnsafeMutableRawBufferPointer(buffer), from: descriptor) else { return failed = true }
            count = filled
        }
        var chunk = [UInt8](repeating: 0, count: bytes.count == expected ? 1 << 16 : 0)
        while !failed, !chunk.isEmpty, bytes.count <= limit {
            guard let filled = chunk.withUnsafeMutableBytes({ fill($0, from: descriptor) }) else { throw .unreadable }
            bytes.append(contentsOf: chunk[..<filled])
            if filled < chunk.count { break }
        }
        if failed { throw .unreadable }
        guard bytes.count <= limit else { throw .tooLarge }
        return bytes
    }

    /// The names in the folder at `path`, hidden ones included, `.` and `..` not, in no
    /// particular order; nil when it cannot be listed.
    package static func names(inFolder path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

/// Reads from the file into `buffer` until it is full or the file ends, resuming after a
/// signal: the count of bytes read, or nil on a failure.
private func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Int? {
    var count = 0
    while count < buffer.count, let base = buffer.baseAddress {
        let result = read(descriptor, base + count, buffer.count - count)
        if result < 0, errno == EINTR { continue }
        guard result >= 0 else { return nil }
        if result == 0 { break }
        count += result
    }
    return count
}
