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
    /// The bytes of the file at `path`, symbolic links followed; nil when it cannot be read or
    /// is a folder.
    package static func contents(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
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
