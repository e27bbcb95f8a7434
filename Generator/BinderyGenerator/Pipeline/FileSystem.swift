import BinderySpec

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The changes the pipeline makes to the file system (what it reads is `LocalFiles`), from the
/// system calls themselves: their failures keep the system's words ("Not a directory"), and
/// they spare the plugin's tool Foundation's `NSError`, `NSNumber` and `ObjCBool`.
enum FileSystem {
    /// Makes the folder `path` and every missing folder above it, as `mkdir -p`.
    ///
    /// - Returns: the system's reason when it could not, or nil.
    static func makeFolders(_ path: String) -> String? {
        if mkdir(path, 0o755) == 0 || (errno == EEXIST && LocalFiles.entry(at: path)?.isFolder == true) { return nil }
        guard errno == ENOENT else { return systemReason() }
        let parent = PathText.deletingLastComponent(of: path)
        guard !parent.isEmpty, parent != path else { return systemReason() }
        if let reason = makeFolders(parent) { return reason }
        return mkdir(path, 0o755) == 0 || errno == EEXIST ? nil : systemReason()
    }

    /// Writes `text` to a temporary file beside `path` and renames it over `path`, so that no
    /// reader ever sees half a file. Unlike `Data.write(options: .atomic)` it does not `fsync`
    /// each file: a generated file is made again from its spec after a crash, and a large API
    /// has a thousand of them (1,204 at the benchmark's N=10,000).
    ///
    /// - Returns: the system's reason when it could not, or nil.
    static func replace(_ path: String, withContents text: String) -> String? {
        let temporary = PathText.appending("." + PathText.lastComponent(of: path) + ".tmp", to: PathText.deletingLastComponent(of: path))
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return systemReason() }
        var text = text
        let written = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
        let reason = written ? nil : systemReason()
        guard close(descriptor) == 0, written, rename(temporary, path) == 0 else {
            let failure = reason ?? systemReason()
            unlink(temporary)
            return failure
        }
        return nil
    }

    /// Links the file `file` names (symbolic links followed) under a temporary name and renames
    /// the link over `path`, so that `path` is never missing.
    ///
    /// - Returns: whether `path` is now that file.
    static func replace(_ path: String, withLinkTo file: String) -> Bool {
        let temporary = path + ".link"
        unlink(temporary)
        guard let resolved = realpath(file, nil) else { return false }
        defer { free(resolved) }
        guard link(resolved, temporary) == 0 else { return false }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Removes the file at `path`.
    ///
    /// - Returns: the system's reason when it could not, or nil.
    static func remove(_ path: String) -> String? {
        unlink(path) == 0 ? nil : systemReason()
    }

    /// The system's words for the last failed call's `errno`.
    static func systemReason() -> String { String(cString: strerror(errno)) }
}

/// Writes every byte to the file, resuming after a partial write or a signal. A free function,
/// so that `write` is the system call and not a method of the caller.
private func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    guard var next = buffer.baseAddress else { return true }
    var remaining = buffer.count
    while remaining > 0 {
        let count = write(descriptor, next, remaining)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        next += count
        remaining -= count
    }
    return true
}
