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

/// The few file-system facts and changes the pipeline needs beyond reading and listing, from
/// the system calls themselves: their failures keep the system's words ("Not a directory"),
/// and they spare the plugin's tool Foundation's `NSError`, `NSNumber` and `ObjCBool`.
enum FileSystem {
    /// What a path names, following symbolic links: its device, inode and size, and whether it
    /// is a folder; nil when nothing is there.
    struct Entry {
        var device: UInt64
        var inode: UInt64
        var size: UInt64
        var isFolder: Bool
    }

    static func entry(at path: String) -> Entry? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Entry(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: UInt64(info.st_size),
            isFolder: info.st_mode & S_IFMT == S_IFDIR)
    }

    /// Makes the folder `path` and every missing folder above it, as `mkdir -p`.
    ///
    /// - Returns: the system's reason when it could not, or nil.
    static func makeFolders(_ path: String) -> String? {
        if mkdir(path, 0o755) == 0 || (errno == EEXIST && entry(at: path)?.isFolder == true) { return nil }
        guard errno == ENOENT else { return systemReason() }
        let parent = PathText.deletingLastComponent(of: path)
        guard !parent.isEmpty, parent != path else { return systemReason() }
        if let reason = makeFolders(parent) { return reason }
        return mkdir(path, 0o755) == 0 || errno == EEXIST ? nil : systemReason()
    }

    /// The system's words for the last failed call's `errno`.
    static func systemReason() -> String { String(cString: strerror(errno)) }
}
