/// The version of Bindery: its generator, its tools and its runtime, released together.
///
/// Defined once, here: `bindery --version` and `bindery-generate --version` print it.
/// It must match the newest release heading of `CHANGELOG.md` (`## [0.1.0] - …`) and the
/// git tag of the release (`0.1.0`); `VersionTests` checks the changelog.
package enum BinderyVersion {
    /// The current version, as `MAJOR.MINOR.PATCH` (semantic versioning).
    package static let current = "0.1.0"
}
