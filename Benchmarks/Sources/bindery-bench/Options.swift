import Foundation

/// The command line of `bindery-bench`.
struct Options {
    /// Sizes (operations) at which both generators run.
    var sizes = [50, 500, 2000]
    /// Sizes at which only Bindery runs (the peer would take minutes).
    var binderyOnlySizes = [10_000]
    /// Sizes whose output is compiled by both generators. The peer's debug compile at N=2000
    /// would take 25 minutes or more on 2 cores, so it is left out unless asked for.
    var compileSizes = [50, 500]
    /// Sizes whose Bindery output alone is compiled, in addition.
    var binderyOnlyCompileSizes = [2000]
    var skipPeer = false
    var skipPeerCompile = false
    var skipCompile = false
    /// Configurations in which each tool is built cold; release is always built, since the
    /// generation timings use it.
    var toolConfigurations = ["debug", "release"]
    var skipIncremental = false
    var skipRuntime = false
    /// Generation runs per size and generator; nil: 5 up to 500 operations, 3 above, and a
    /// single run when the first one took longer than `longRun` seconds.
    var repeats: Int?
    static let longRun = 30.0
    var operationsPerFile = 25
    /// The spec size of the plugin-driven rebuild checks.
    var incrementalSize: Int?
    var workDirectory: String?
    var keep = false
    /// The Bindery checkout to measure; default: the one this package sits in.
    var binderyRoot: String?
    /// Copy the checkout (without .build and .git) before measuring, so edits made meanwhile
    /// do not leak into a run.
    var snapshot = true
    /// Measure this git revision of the checkout (`git archive`) instead of its work tree.
    var revision: String?
    var markdownPath: String?
    var jsonPath: String?
    /// Print the table of a run saved with `--json`, measuring nothing.
    var reportFrom: String?
    var runtimeArguments: [String] = []
    var verbose = false
    /// Reuse the tools a previous run left in --work-dir instead of timing cold builds.
    var reuseTools = false

    // Real documents (issue 27): Bench+Documents.swift.
    /// Measure the OpenAPI documents of a folder too; on with any of the document options.
    var measureDocuments = false
    /// Measure only the documents: no synthetic generation, compile, rebuilds or per-call run.
    var documentsOnly = false
    /// The folder of documents; default: `shared/openapi` beside the checkout (`<checkout>/../shared/openapi`).
    var documentsFolder: String?
    /// The documents to measure, by file name without extension; nil: every document of the folder.
    var documentNames: [String]?
    /// Job counts (`swift build -j`) at which each document's Bindery output is compiled in debug.
    var documentJobs = [1, 2]
    /// Job counts for the peer's debug compile of a document: -j2 alone by default, since the
    /// peer's -j1 compile would add its longest step again (10 minutes or more for Stripe or GitHub).
    var documentPeerJobs = [2]
    /// Skip the release compiles of the documents (and so their object code).
    var skipDocumentRelease = false
    /// The component schema whose description the incremental build edits, per document name.
    var editSchemas: [String: String] = [:]

    static let usage = """
        usage: bindery-bench [options]

        Synthesizes one API as a Bindery spec and as an OpenAPI 3.1 document, runs Bindery and
        swift-openapi-generator 1.14.3 on it, compiles both outputs in debug, checks plugin
        rebuilds, runs the per-call benchmark, and prints the table of docs/PERFORMANCE.md.

          --sizes 50,500,2000           sizes (operations) for both generators
          --bindery-only-sizes 10000    sizes for Bindery generation alone ('' for none)
          --compile-sizes 50,500        sizes at which both outputs are compiled (add 2000 for the
                                        peer's N=2000 compile: 25 minutes or more on 2 cores)
          --bindery-only-compile-sizes 2000   sizes compiled for Bindery alone
          --skip-compile                compile nothing
          --skip-peer-compile           compile Bindery's output only
          --skip-peer                   measure Bindery alone
          --tool-configs debug,release  cold tool builds to time (release is always built)
          --skip-incremental            skip the plugin no-op rebuild and one-file edit checks
          --incremental-size 50         spec size for those checks (default: the smallest size)
          --skip-runtime                skip the per-call benchmark
          --runtime-args '...'          arguments passed on to bindery-runtime-bench
          --repeat R                    generation runs per size (default 5 up to N=500, else 3;
                                        1 when the first run takes over 30 s)
          --ops-per-file 25             operations per Bindery spec file
          --work-dir DIR                scratch folder (default: a new one under /tmp)
          --keep                        keep the scratch folder
          --bindery PATH                the Bindery checkout (default: the one holding Benchmarks/)
          --revision REV                measure a git revision of the checkout (git archive), not its work tree
          --no-snapshot                 build from the checkout itself, not a copy
          --markdown FILE               also write the table as Markdown
          --json FILE                   also write every raw figure as JSON
          --report-from FILE            print the table of a run saved with --json, measuring nothing
          --reuse-tools                 reuse the tools built in --work-dir by an earlier run (their builds are not timed)

        Real OpenAPI documents (off unless one of these is given):
          --documents DIR               measure each document of DIR too (openapi .yaml, .yml, .json; default
                                        DIR: shared/openapi beside the checkout, <checkout>/../shared/openapi)
          --documents-only              measure the documents alone (no synthetic API, rebuild checks or per-call run)
          --document-names openai,stripe  the documents to measure, by file name (default: all of DIR)
          --jobs 1,2                    swift build -j for Bindery's debug compile of each document (default 1,2)
          --peer-jobs 2                 the same for the peer (default 2 only: its -j1 compile adds 10+ minutes
                                        for Stripe or GitHub; '1,2' to measure its scaling too)
          --skip-document-release       no release compile (and no object code size) of the documents
          --edit-schema NAME=SCHEMA     the component schema whose description the incremental build edits
                                        in document NAME (default: openai=Model, stripe=customer, github=issue,
                                        else the first described schema a $ref names)
          --verbose                     echo every command and its output
        """

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var iterator = arguments.makeIterator()
        func value(_ name: String) -> String {
            guard let value = iterator.next() else { fail("\(name) needs a value") }
            return value
        }
        func sizes(_ name: String) -> [Int] {
            let text = value(name)
            if text.isEmpty { return [] }
            return text.split(separator: ",").map { item in
                guard let size = Int(item.replacingOccurrences(of: "_", with: "")), size > 0 else {
                    fail("\(name): '\(item)' is not a positive number")
                }
                return size
            }
        }
        while let argument = iterator.next() {
            switch argument {
            case "--sizes": options.sizes = sizes(argument)
            case "--bindery-only-sizes": options.binderyOnlySizes = sizes(argument)
            case "--compile-sizes": options.compileSizes = sizes(argument)
            case "--bindery-only-compile-sizes": options.binderyOnlyCompileSizes = sizes(argument)
            case "--skip-compile": options.skipCompile = true
            case "--skip-peer-compile": options.skipPeerCompile = true
            case "--skip-peer": options.skipPeer = true
            case "--tool-configs":
                options.toolConfigurations = value(argument).split(separator: ",").map(String.init)
                for configuration in options.toolConfigurations where !["debug", "release"].contains(configuration) {
                    fail("--tool-configs: '\(configuration)' is neither debug nor release")
                }
            case "--skip-incremental": options.skipIncremental = true
            case "--incremental-size": options.incrementalSize = sizes(argument).first
            case "--skip-runtime": options.skipRuntime = true
            case "--runtime-args": options.runtimeArguments = value(argument).split(separator: " ").map(String.init)
            case "--repeat":
                guard let count = Int(value(argument)), count > 0 else { fail("--repeat needs a positive number") }
                options.repeats = count
            case "--ops-per-file":
                guard let count = Int(value(argument)), count > 0 else { fail("--ops-per-file needs a positive number") }
                options.operationsPerFile = count
            case "--work-dir": options.workDirectory = value(argument)
            case "--keep": options.keep = true
            case "--bindery": options.binderyRoot = value(argument)
            case "--no-snapshot": options.snapshot = false
            case "--revision": options.revision = value(argument)
            case "--markdown": options.markdownPath = value(argument)
            case "--json": options.jsonPath = value(argument)
            case "--report-from": options.reportFrom = value(argument)
            case "--reuse-tools": options.reuseTools = true
            case "--documents":
                options.measureDocuments = true
                options.documentsFolder = value(argument)
            case "--documents-only":
                options.measureDocuments = true
                options.documentsOnly = true
            case "--document-names":
                options.measureDocuments = true
                options.documentNames = value(argument).split(separator: ",").map(String.init)
            case "--jobs": options.documentJobs = sizes(argument)
            case "--peer-jobs": options.documentPeerJobs = sizes(argument)
            case "--skip-document-release": options.skipDocumentRelease = true
            case "--edit-schema":
                let pair = value(argument).split(separator: "=", maxSplits: 1).map(String.init)
                guard pair.count == 2, !pair[0].isEmpty, !pair[1].isEmpty else { fail("--edit-schema needs NAME=SCHEMA") }
                options.editSchemas[pair[0]] = pair[1]
            case "--verbose", "-v": options.verbose = true
            case "--help", "-h":
                print(usage)
                exit(0)
            default: fail("unknown argument '\(argument)'\n\n\(usage)")
            }
        }
        return options
    }
}

func fail(_ message: String) -> Never {
    log("bindery-bench: error: \(message)")
    exit(2)
}
