import Foundation

/// The real documents' tables (issue 27): one per document, then the targets.
extension Report {
    func documentSections() -> [String] {
        guard let documents = results.documents, !documents.isEmpty else { return [] }
        var out = [
            "### Real documents",
            "",
            "Each generator's release tool on the published document (Bindery: `bindery-generate generate <folder> --output <dir> "
                + "--planned openapi.<ext> --docc <dir> --module API`, what its build plugin runs for a folder holding the document, sixteen fixed shards per "
                + "section; the peer: types and client, `accessModifier: public`). Each output is compiled as the only sources of "
                + "target `API` of a package of its own, its runtime built first (not timed); every compile is a clean build of "
                + "that target, after a no-op build of the runtime in the same configuration (not timed: SwiftPM plans the "
                + "build again when the configuration changes, running every build plugin of the package graph). Peak: all processes of the build at once (largest single process in brackets). Object code: the "
                + "sum of the sizes of the `.o` files in `.build/release/API.build/` after the release build; text + data: the "
                + "same files as `size` counts them (loaded bytes, without symbols and debug information). "
                + "Incremental: one component schema's description edited in both generators' copies of the document; the "
                + "release tool run again into its first run's output folder (both tools write only files whose bytes change, "
                + "as under their plugins), the changed files copied into the target in place (not timed; a file replaced "
                + "would make SwiftPM plan the build again, which a plugin's outputs do not), then `swift build --target API` "
                + "(debug, default jobs); the generation and the build are timed, and their sum is compared. Bindery's wall time in brackets: its compile before the peer's and again after it, the ratio using "
                + "their mean.",
            "",
        ]
        for document in documents { out += documentTable(document) }
        out += documentTargets(documents)
        return out
    }

    private func documentTable(_ document: DocumentRun) -> [String] {
        var out = ["#### \(document.name) (`\(document.file)`, \(kibibytes(document.bytes)))", ""]
        if let failure = document.generation(.peer)?.failure {
            out += ["The peer cannot read this document: `\(failure.replacingOccurrences(of: "`", with: "'"))`. Bindery's figures alone.", ""]
        }
        out += ["| | Bindery | peer | Bindery / peer |", "| --- | ---: | ---: | ---: |"]
        func row(_ title: String, _ bindery: String?, _ peer: String?, _ ratio: String? = nil) {
            out.append("| \(title) | \(bindery ?? "–") | \(peer ?? "–") | \(ratio ?? "–") |")
        }
        let bindery = document.generation(.bindery)
        let peer = document.generation(.peer)
        func succeeded(_ generation: DocumentGeneration?) -> DocumentGeneration? { generation?.succeeded == true ? generation : nil }
        let (b, p) = (succeeded(bindery), succeeded(peer))
        let runs = [b, p].compactMap { $0?.walls.count }.map(String.init).joined(separator: " / ")
        row("generation wall (median of \(runs.isEmpty ? "–" : runs) runs)", b.map { seconds($0.medianWall) },
            p.map { seconds($0.medianWall) } ?? peer?.failure.map { _ in "fails" }, both(b, p) { ratio($0.medianWall, $1.medianWall) })
        row("generation CPU", b.map { seconds($0.medianCPU) }, p.map { seconds($0.medianCPU) }, both(b, p) { ratio($0.medianCPU, $1.medianCPU) })
        row("generation peak RSS", b.map { mebibytes($0.peakRSS) }, p.map { mebibytes($0.peakRSS) },
            both(b, p) { ratio(Double($0.peakRSS), Double($1.peakRSS)) })
        let (bc, pc) = (b?.count, p?.count)
        row("generated Swift files (with code)", bc.map(fileCount), pc.map(fileCount),
            both(bc, pc) { ratio(Double($0.files), Double($1.files)) })
        row("generated lines (code lines)", bc.map { "\(grouped($0.lines)) (\(grouped($0.codeLines)))" },
            pc.map { "\(grouped($0.lines)) (\(grouped($0.codeLines)))" }, both(bc, pc) { ratio(Double($0.lines), Double($1.lines)) })

        let jobs = Array(Set(document.compiles.filter { $0.configuration == "debug" }.compactMap(\.jobs))).sorted()
        for count in jobs {
            let before = document.compile(.bindery, "debug", jobs: count)
            let after = document.compileAfterPeer(jobs: count)
            let peerCompile = document.compile(.peer, "debug", jobs: count)
            let wall: String? = before.map { compile in
                guard compile.succeeded else { return failed(compile) }
                guard let after, after.succeeded else { return seconds(compile.wall) }
                return "\(seconds((compile.wall + after.wall) / 2)) (\(seconds(compile.wall)), \(seconds(after.wall)))"
            }
            let binderyWall = before.flatMap { compile in compile.succeeded ? mean(compile, after) : nil }
            row("debug compile -j\(count): wall", wall, peerCompile.map { $0.succeeded ? seconds($0.wall) : failed($0) },
                binderyWall.flatMap { value in succeededCompile(peerCompile).map { ratio(value, $0.wall) } })
            row("debug compile -j\(count): CPU", cpuText(before), cpuText(peerCompile),
                both(succeededCompile(before), succeededCompile(peerCompile)) { ratio($0.cpu, $1.cpu) })
            row("debug compile -j\(count): peak", peakText(before), peakText(peerCompile),
                both(succeededCompile(before), succeededCompile(peerCompile)) { ratio(Double($0.peakTreeRSS), Double($1.peakTreeRSS)) })
        }
        if let low = jobs.first, let high = jobs.last, low < high {
            func speedUp(_ generator: Generator) -> String? {
                guard let slow = succeededCompile(document.compile(generator, "debug", jobs: low)),
                    let fast = succeededCompile(document.compile(generator, "debug", jobs: high))
                else { return nil }
                return String(format: "%.2fx (CPU %.2f → %.2f cores)", slow.wall / fast.wall, slow.cpu / slow.wall, fast.cpu / fast.wall)
            }
            row("debug compile: speed-up from -j\(low) to -j\(high) (wall), cores busy", speedUp(.bindery), speedUp(.peer))
        }

        let (br, pr) = (document.compile(.bindery, "release"), document.compile(.peer, "release"))
        if br != nil || pr != nil {
            let (bs, ps) = (succeededCompile(br), succeededCompile(pr))
            row("release compile: wall", br.map { $0.succeeded ? seconds($0.wall) : failed($0) },
                pr.map { $0.succeeded ? seconds($0.wall) : failed($0) }, both(bs, ps) { ratio($0.wall, $1.wall) })
            row("release compile: CPU", cpuText(br), cpuText(pr), both(bs, ps) { ratio($0.cpu, $1.cpu) })
            row("release compile: peak", peakText(br), peakText(pr), both(bs, ps) { ratio(Double($0.peakTreeRSS), Double($1.peakTreeRSS)) })
            func objects(_ compile: DocumentCompile?) -> String? {
                guard let compile = succeededCompile(compile), let bytes = compile.objectBytes else { return nil }
                return "\(kibibytes(bytes)) (\(compile.objectFiles ?? 0) .o)"
            }
            row("release object code (sum of the .o files)", objects(br), objects(pr),
                both(bs?.objectBytes, ps?.objectBytes) { ratio(Double($0), Double($1)) })
            row("… of which text + data (`size`)", bs?.objectTextDataBytes.map(kibibytes), ps?.objectTextDataBytes.map(kibibytes),
                both(bs?.objectTextDataBytes, ps?.objectTextDataBytes) { ratio(Double($0), Double($1)) })
        }

        let (bi, pi) = (document.incremental(.bindery), document.incremental(.peer))
        if bi != nil || pi != nil, let schema = document.editedSchema {
            let (bok, pok) = (bi?.succeeded == true ? bi : nil, pi?.succeeded == true ? pi : nil)
            func text(_ incremental: DocumentIncremental?, _ body: (DocumentIncremental) -> String) -> String? {
                incremental.map { $0.succeeded ? body($0) : "failed: \($0.failure ?? "")" }
            }
            row("`\(schema)`'s description edited: generation", text(bi) { seconds($0.generationWall) }, text(pi) { seconds($0.generationWall) },
                both(bok, pok) { ratio($0.generationWall, $1.generationWall) })
            row("… files changed / rewritten, of", text(bi) { "\($0.filesChanged.count) / \($0.filesRewritten.count), of \($0.generatedFiles)" },
                text(pi) { "\($0.filesChanged.count) / \($0.filesRewritten.count), of \($0.generatedFiles)" })
            row("… debug build (files recompiled)", text(bi) { "\(seconds($0.compileWall)) (\($0.filesRecompiled))" },
                text(pi) { "\(seconds($0.compileWall)) (\($0.filesRecompiled))" }, both(bok, pok) { ratio($0.compileWall, $1.compileWall) })
            row("… generation + debug build", text(bi) { seconds($0.totalWall) }, text(pi) { seconds($0.totalWall) },
                both(bok, pok) { ratio($0.totalWall, $1.totalWall) })
        }
        out.append("")
        return out
    }

    private func documentTargets(_ documents: [DocumentRun]) -> [String] {
        var out = ["#### Targets (issue 27)", "", "| document | target | measured | verdict |", "| --- | --- | --- | --- |"]
        func row(_ document: DocumentRun, _ target: String, _ measured: String, _ met: Bool?) {
            out.append("| \(document.name) | \(target) | \(measured) | \(met.map { $0 ? "met" : "**missed**" } ?? "not measured") |")
        }
        for document in documents {
            if let failure = document.generation(.peer)?.failure {
                row(document, "every ratio", "the peer cannot read the document: `\(failure.replacingOccurrences(of: "`", with: "'"))`", nil)
                continue
            }
            // The debug compiles compared: the most jobs both sides were compiled at.
            func built(_ generator: Generator) -> Set<Int> {
                Set(document.compiles.filter { $0.generator == generator && $0.configuration == "debug" && !$0.afterPeer && $0.succeeded }
                    .compactMap(\.jobs))
            }
            let jobs = built(.bindery).intersection(built(.peer)).max()
            if let jobs, let bindery = succeededCompile(document.compile(.bindery, "debug", jobs: jobs)),
                let peer = succeededCompile(document.compile(.peer, "debug", jobs: jobs)) {
                let wall = mean(bindery, document.compileAfterPeer(jobs: jobs))
                row(document, "debug compile (-j\(jobs)) at most 1/5 of the peer's wall time",
                    "\(seconds(wall)) vs \(seconds(peer.wall)): \(ratio(wall, peer.wall))", wall <= peer.wall / 5)
                row(document, "debug compile (-j\(jobs)) peak memory at most 1/4 of the peer's",
                    "\(mebibytes(bindery.peakTreeRSS)) vs \(mebibytes(peer.peakTreeRSS)): \(ratio(Double(bindery.peakTreeRSS), Double(peer.peakTreeRSS)))",
                    bindery.peakTreeRSS * 4 <= peer.peakTreeRSS)
            } else {
                row(document, "debug compile at most 1/5 of the peer's wall time, peak memory at most 1/4", "no debug compile of both", nil)
            }
            if let bindery = succeededCompile(document.compile(.bindery, "release"))?.objectBytes,
                let peer = succeededCompile(document.compile(.peer, "release"))?.objectBytes {
                row(document, "release object code of the generated module at most 1/3 of the peer's",
                    "\(kibibytes(bindery)) vs \(kibibytes(peer)): \(ratio(Double(bindery), Double(peer)))", bindery * 3 <= peer)
            } else {
                row(document, "release object code of the generated module at most 1/3 of the peer's", "no release build of both", nil)
            }
            if let bindery = document.generation(.bindery), bindery.succeeded, let peer = document.generation(.peer), peer.succeeded {
                row(document, "generation at most 1/40 of the peer's wall time",
                    "\(seconds(bindery.medianWall)) vs \(seconds(peer.medianWall)): \(ratio(bindery.medianWall, peer.medianWall))",
                    bindery.medianWall * 40 <= peer.medianWall)
            }
            if let bindery = document.incremental(.bindery), bindery.succeeded, let peer = document.incremental(.peer), peer.succeeded {
                row(document, "one schema's description edited: generation + debug build at most 1/10 of the peer's",
                    "\(seconds(bindery.totalWall)) vs \(seconds(peer.totalWall)): \(ratio(bindery.totalWall, peer.totalWall))",
                    bindery.totalWall * 10 <= peer.totalWall)
            } else {
                row(document, "one schema's description edited: generation + debug build at most 1/10 of the peer's", "no incremental build of both", nil)
            }
        }
        out.append("")
        return out
    }

    // MARK: - Helpers

    /// Bindery's debug wall time: the mean of its compiles before and after the peer's, when both succeeded.
    private func mean(_ before: DocumentCompile, _ after: DocumentCompile?) -> Double {
        guard let after, after.succeeded else { return before.wall }
        return (before.wall + after.wall) / 2
    }

    private func fileCount(_ count: CodeCount) -> String {
        "\(count.files)" + (count.filesWithCode.map { " (\($0))" } ?? "")
    }

    private func succeededCompile(_ compile: DocumentCompile?) -> DocumentCompile? { compile?.succeeded == true ? compile : nil }

    private func failed(_ compile: DocumentCompile) -> String {
        "failed after \(seconds(compile.wall)): \(compile.failure ?? "")"
    }

    private func cpuText(_ compile: DocumentCompile?) -> String? {
        compile.flatMap { $0.succeeded ? seconds($0.cpu) : nil }
    }

    private func peakText(_ compile: DocumentCompile?) -> String? {
        compile.flatMap { $0.succeeded ? "\(mebibytes($0.peakTreeRSS)) (\(mebibytes($0.maxProcessRSS)))" : nil }
    }

    private func both<T>(_ a: T?, _ b: T?, _ body: (T, T) -> String) -> String? {
        guard let a, let b else { return nil }
        return body(a, b)
    }
}

func kibibytes(_ bytes: Int) -> String {
    bytes >= 10 << 20 ? mebibytes(bytes) : String(format: "%.0f KiB", Double(bytes) / 1024)
}
