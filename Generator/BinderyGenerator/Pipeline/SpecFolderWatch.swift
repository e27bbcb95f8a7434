import BinderyEmitter
import BinderySpec

/// Keeps a folder of numbered hard links ("slots") to the spec files of a spec folder that
/// SwiftPM does not watch, so that the build plugin can declare inputs that notice every edit
/// and never go missing.
///
/// SwiftPM compares a build command's inputs by `stat`, and fails the build when a declared
/// input is gone ("missing inputs"). A spec folder at the package root is planned rarely, so
/// its files cannot be declared themselves: one removed would fail every build until SwiftPM
/// plans again. A hard link is the same file under a second name: an edit in place shows in
/// its `stat`, and it outlives the spec file's removal. Adding, removing or renaming a file
/// changes the folder's own `stat`, which the plugin declares too; after such a change the
/// generator points the slots at the files now there, so that edits to a new file are seen.
///
/// Slots are named `0`, `1`, ... in file-name order; the plugin makes them (empty) when it
/// plans, with room for a few files more than the folder holds.
package enum SpecFolderWatch {
    /// Points every slot in `slotFolder` at the spec file of its rank in `specFiles` (full
    /// paths, sorted), or empties it when there are fewer files than slots.
    ///
    /// - Returns: a warning for people when some spec file could not be watched.
    package static func sync(slotFolder: String, specFiles: [String]) -> String? {
        let names = (LocalFiles.names(inFolder: slotFolder) ?? []).filter { Int($0) != nil }
        let slots = names.sorted { (Int($0) ?? 0) < (Int($1) ?? 0) }.map { PathText.appending($0, to: slotFolder) }
        let fileIdentities = specFiles.map(identity(of:))
        var unwatched: [String] = specFiles.count > slots.count ? Array(specFiles[slots.count...]) : []
        for (rank, slot) in slots.enumerated() {
            let current = identity(of: slot)
            if rank < specFiles.count {
                let file = specFiles[rank]
                if let wanted = fileIdentities[rank], current == wanted { continue }
                if !FileSystem.replace(slot, withLinkTo: file) { unwatched.append(file) }
            } else if let current, fileIdentities.contains(current) || current.size != 0 {
                _ = FileSystem.replace(slot, withContents: "")
            }
        }
        guard !unwatched.isEmpty else { return nil }
        let list = unwatched.map(PathText.lastComponent(of:)).joined(separator: ", ")
        return "warning: Bindery cannot watch \(list) for edits until SwiftPM plans the build again "
            + "(touch Package.swift, or keep the spec folder inside the target's folder: docs/PLUGIN.md)"
    }

    /// Which file a path names, following symbolic links: its device and inode, and its size,
    /// which tells an empty slot from one that still holds a removed spec file.
    private struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: UInt64

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.device == rhs.device && lhs.inode == rhs.inode }
    }

    private static func identity(of path: String) -> FileIdentity? {
        LocalFiles.entry(at: path).map { FileIdentity(device: $0.device, inode: $0.inode, size: $0.size) }
    }
}
