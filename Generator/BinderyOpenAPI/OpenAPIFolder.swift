import BinderySpec

/// A spec folder that holds an OpenAPI document: the document, the files its `$ref`s name, and
/// overlay files (every other `.yaml` file).
package enum OpenAPIFolder {
    /// The Bindery spec files the folder stands for: the document translated, with the overlay
    /// applied.
    package static func translate(
        document file: SpecSourceFile, others: [SpecSourceFile], folderOnDisk: String?,
        diagnostics: inout DiagnosticCollector
    ) -> [TranslatedSpecFile] {
        let folder = folderOnDisk ?? PathText.deletingLastComponent(of: file.displayPath)
        guard var document = OpenAPIDocument.load(bytes: file.bytes, path: file.displayPath, folder: folder, diagnostics: &diagnostics)
        else { return [] }
        document.readsDisk = folderOnDisk != nil
        document.filesInMemory = Dictionary(others.map { ($0.relativePath, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        // Walking the whole tree for them is for a folder with other files (a tenth of
        // translating Stripe's document, which has none).
        let parts = others.isEmpty ? [] : referencedFiles(of: document.root)
        var overlayRoots: [(relativePath: String, root: YAMLNode)] = []
        for other in others where !parts.contains(other.relativePath) {
            if let root = YAMLLoader.load(bytes: other.bytes, file: other.displayPath, diagnostics: &diagnostics) {
                overlayRoots.append((other.relativePath, root))
            }
        }
        let overlay = OpenAPIOverlay(overlayRoots, diagnostics: &diagnostics)
        document.exclude(overlay.exclusions, diagnostics: &diagnostics)
        var translation = OpenAPITranslation(document: document)
        // The translation's copy is the tree's only one from here, so that it is freed where
        // the translation is: this one, freed last when the function returns, cost GitHub's
        // run 8 ms on the thread every later stage waits for. (`consume document` would say it,
        // but Swift 6.3 rejects it here as a compiler bug.)
        document.root = YAMLNode(.mapping([]), at: document.root.location)
        translation.serversFromOverlay = overlay.namesServers
        translation.defaultAuthFromOverlay = overlay.namesDefaultAuth
        let translated = translation.translate()
        diagnostics.append(contentsOf: translation.diagnostics.diagnostics)
        let documentSchemes = Set(translation.operations.authSchemes.map(\.name))
        // The document's tree, freed while the files it became are decoded.
        ReleaseElsewhere.release(consume translation)
        return OpenAPIUnsentSchemes.leaveOut(
            from: overlay.apply(to: translated, diagnostics: &diagnostics), documentSchemes: documentSchemes,
            overlayWritesAuth: overlay.writesAuth, diagnostics: &diagnostics)
    }

    /// The files of the folder that the document's `$ref`s name (`pet.yaml#/Pet`): parts of the
    /// document, not overlays. References in those files to yet others are not followed here;
    /// a folder file they name is read as a part when the reference is followed.
    package static func referencedFiles(of root: YAMLNode) -> Set<String> {
        Set(root.referenceNodes.compactMap { $0["$ref"]?.scalar }.filter { !$0.hasPrefix("#") }.map { String($0.prefix { $0 != "#" }) })
    }
}
