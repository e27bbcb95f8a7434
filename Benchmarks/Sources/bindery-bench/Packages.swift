import Foundation

/// The generator under test: Bindery, or the peer (swift-openapi-generator).
enum Generator: String, CaseIterable, Codable {
    case bindery
    case peer

    var title: String {
        switch self {
        case .bindery: "Bindery"
        case .peer: "swift-openapi-generator 1.14.3"
        }
    }

    /// The executable the build-tool plugin builds and runs (SwiftPM names a plugin's tool
    /// `<product>-tool`).
    var pluginToolName: String {
        switch self {
        case .bindery: "bindery-generate-tool"
        case .peer: "swift-openapi-generator-tool"
        }
    }
}

/// The versions of the peer's packages the figures are for.
enum Peer {
    static let generator = #".package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")"#
    static let runtime = #".package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4")"#
    static let urlSession = #".package(url: "https://github.com/apple/swift-openapi-urlsession", exact: "1.4.0")"#
}

/// Throw-away SwiftPM packages that build a generator the way its plugin does, or compile its output.
enum Packages {
    /// A package as a consumer writes it: a target `API` that applies the generator's build-tool
    /// plugin to `spec`, and a target `Noop` that depends on nothing. `swift build --target Noop`
    /// in a fresh copy costs exactly what SwiftPM spends before it can plan any build of the
    /// package: building every plugin's tool (in the build's configuration) and compiling the
    /// plugin scripts.
    static func writeConsumer(_ generator: Generator, at directory: String, binderyRoot: String, spec: SyntheticAPI) throws {
        try recreate(directory)
        try write("public enum Noop {}\n", to: directory + "/Sources/Noop/Noop.swift")
        switch generator {
        case .bindery:
            try write("""
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "Consumer",
                    platforms: [.macOS(.v13)],
                    dependencies: [.package(name: "Bindery", path: "\(binderyRoot)")],
                    targets: [
                        .target(name: "Noop"),
                        .target(
                            name: "API",
                            dependencies: [.product(name: "BinderyRuntime", package: "Bindery")],
                            plugins: [.plugin(name: "BinderyPlugin", package: "Bindery")]
                        ),
                    ]
                )

                """, to: directory + "/Package.swift")
            try writeSpec(generator, at: directory, spec: spec)
        case .peer:
            try write("""
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "Consumer",
                    platforms: [.macOS(.v13)],
                    dependencies: [
                        \(Peer.generator),
                        \(Peer.runtime),
                        \(Peer.urlSession),
                    ],
                    targets: [
                        .target(name: "Noop"),
                        .target(
                            name: "API",
                            dependencies: [
                                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                            ],
                            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
                        ),
                    ]
                )

                """, to: directory + "/Package.swift")
            try writeSpec(generator, at: directory, spec: spec)
        }
    }

    /// (Re)writes the spec of a consumer package's `API` target, and its hand-written file.
    static func writeSpec(_ generator: Generator, at directory: String, spec: SyntheticAPI) throws {
        switch generator {
        case .bindery: try spec.writeBindery(to: directory + "/Specs/API")
        case .peer: try spec.writeOpenAPI(to: directory + "/Sources/API")
        }
        try write("// The hand-written part of the API target.\n", to: directory + "/Sources/API/API.swift")
    }

    /// A package with one target `API<N>` per size holding a generator's output as plain
    /// sources, on top of the generator's runtime: compiling it is compiling the generated
    /// code alone.
    static func writeCompilePackage(
        _ generator: Generator, at directory: String, binderyRoot: String, outputs: [(size: Int, folder: String)]
    ) throws {
        try writeCompilePackage(
            generator, at: directory, binderyRoot: binderyRoot, targets: outputs.map { ("API\($0.size)", $0.folder) })
    }

    /// A package with one target per `(name, folder)` holding the Swift files of `folder` as
    /// plain sources, on top of the generator's runtime.
    static func writeCompilePackage(
        _ generator: Generator, at directory: String, binderyRoot: String, targets outputs: [(name: String, folder: String)]
    ) throws {
        try recreate(directory)
        let names = outputs.map(\.name)
        for (name, folder) in outputs {
            let target = directory + "/Sources/\(name)"
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
                try FileManager.default.copyItem(atPath: folder + "/" + file, toPath: target + "/" + file)
            }
        }
        switch generator {
        case .bindery:
            let targets = names.map {
                #"        .target(name: "\#($0)", dependencies: [.product(name: "BinderyRuntime", package: "Bindery")]),"#
            }
            try write("""
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "CompileBindery",
                    platforms: [.macOS(.v13)],
                    dependencies: [.package(name: "Bindery", path: "\(binderyRoot)")],
                    targets: [
                \(targets.joined(separator: "\n"))
                    ]
                )

                """, to: directory + "/Package.swift")
        case .peer:
            let targets = names.map {
                """
                        .target(
                            name: "\($0)",
                            dependencies: [
                                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                                .product(name: "HTTPTypes", package: "swift-http-types"),
                            ]
                        ),
                """
            }
            try write("""
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "CompilePeer",
                    platforms: [.macOS(.v13)],
                    dependencies: [
                        \(Peer.runtime),
                        \(Peer.urlSession),
                        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
                    ],
                    targets: [
                \(targets.joined(separator: "\n"))
                    ]
                )

                """, to: directory + "/Package.swift")
        }
    }

    /// The modules a compile package's targets depend on, to build before the timed compile.
    static func runtimeTargets(_ generator: Generator) -> [String] {
        switch generator {
        case .bindery: ["BinderyRuntime"]
        case .peer: ["OpenAPIRuntime", "OpenAPIURLSession", "HTTPTypes"]
        }
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}

/// Lines and files of a folder of generated Swift.
struct CodeCount: Codable {
    var files = 0
    var lines = 0
    /// Lines that are neither blank nor only a comment.
    var codeLines = 0
    var bytes = 0
    /// Files with at least one code line (Bindery's plugin declares fixed shards, some left
    /// empty); nil in runs saved before it was counted.
    var filesWithCode: Int?

    init(directory: String) {
        let manager = FileManager.default
        for file in (try? manager.contentsOfDirectory(atPath: directory)) ?? [] where file.hasSuffix(".swift") {
            guard let data = manager.contents(atPath: directory + "/" + file) else { continue }
            files += 1
            bytes += data.count
            let before = codeLines
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                lines += 1
                let trimmed = line.drop { $0 == " " }
                if !trimmed.isEmpty, !trimmed.hasPrefix("//") { codeLines += 1 }
            }
            if codeLines > before { filesWithCode = (filesWithCode ?? 0) + 1 }
        }
    }
}
