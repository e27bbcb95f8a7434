import Dispatch

/// A file's path, kept once for the process: locations refer to it without counting
/// references, and two names are equal when they are the same path.
package struct SourceFileName: Hashable, Sendable {
    /// Never freed (see `registry`), so a name holds no reference of its own: copying it
    /// counts nothing.
    private let storage: Unmanaged<Storage>

    /// The name of the file at `path`.
    package init(_ path: String) {
        storage = .passUnretained(Self.registry.storage(for: path))
    }

    /// The path as it was given.
    package var path: String { storage.takeUnretainedValue().path }

    package static func == (lhs: SourceFileName, rhs: SourceFileName) -> Bool {
        lhs.storage.toOpaque() == rhs.storage.toOpaque()
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(storage.toOpaque())
    }

    private final class Storage: Sendable {
        let path: String

        init(_ path: String) {
            self.path = path
        }
    }

    /// Every path named in the process, one storage each, kept until it exits: a process reads
    /// a few files (a test run some thousands of small ones), and a location must never outlive
    /// its path.
    private static let registry = Registry()

    private final class Registry: @unchecked Sendable {
        /// Serializes `storages`: names are made once per file read and per diagnostic, far
        /// from the per-node paths.
        private let queue = DispatchQueue(label: "bindery.source-file-names")
        private var storages: [String: Storage] = [:]

        func storage(for path: String) -> Storage {
            queue.sync {
                if let existing = storages[path] { return existing }
                let made = Storage(path)
                storages[path] = made
                return made
            }
        }
    }
}
