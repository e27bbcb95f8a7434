// swift-tools-version: 6.1
import PackageDescription

/// A test target that the plugin generates a client into from its own spec folder,
/// `Tests/<name>/Specs/`, and whose tests call it over HTTP on 127.0.0.1.
func specLanguageTestTarget(_ name: String) -> Target {
    .testTarget(
        name: name,
        dependencies: [
            "BinderyRuntime", "BinderyLoopback", "BinderyTestSupport", .product(name: "HTTPTypes", package: "swift-http-types"),
        ],
        plugins: ["BinderyPlugin"])
}

let package = Package(
    name: "Bindery",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "bindery", targets: ["bindery"]),
        .plugin(name: "BinderyPlugin", targets: ["BinderyPlugin"]),
        .plugin(name: "BinderyDiffPlugin", targets: ["BinderyDiffPlugin"]),
        .plugin(name: "BinderyLintPlugin", targets: ["BinderyLintPlugin"]),
        .library(name: "BinderyRuntime", targets: ["BinderyRuntime"]),
        .library(name: "BinderyTesting", targets: ["BinderyTesting"]),
        .library(name: "AfterShip", targets: ["AfterShip"]),
        .library(name: "Shop", targets: ["Shop"]),
        .library(name: "Iplabs", targets: ["Iplabs"]),
        .library(name: "Gooten", targets: ["Gooten"]),
        .library(name: "Clover", targets: ["Clover"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        // `swift package generate-documentation` (scripts/docs); a command plugin, linked into nothing.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The generator: YAML specs in, Swift source out.
        .systemLibrary(
            name: "CYAML",
            path: "Generator/CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The generator, in five modules: a release build optimizes each module whole, and the
        // validator, the OpenAPI reader and the emitters compile side by side once the spec core is built.
        // The spec core compiles alone, so its folders' names matter: a debug build hands a module's
        // files to the compiler sorted by path, in batches of equal count (three here, on two
        // cores), and `Serialization/` (the YAML and JSON readers) sorts between `Naming/` and
        // `Spec/` so that the readers and the decoder fall into different batches
        // (docs/PERFORMANCE.md, "Batches of the spec core"); `LocalFiles` is there too, so that the first
        // batch, which runs beside nothing of the spec core, imports no Glibc. It depends on no module of ours, so that
        // a cold build compiles it beside `BinderyHTTP` (whose one job indexes the standard library):
        // it keeps what a spec declares of idempotence, and the modules after it ask `BinderyHTTP`
        // (docs/PERFORMANCE.md, "The spec core beside BinderyHTTP").
        .target(
            name: "BinderySpec",
            dependencies: ["CYAML"],
            path: "Generator/BinderySpec"
        ),
        .target(
            name: "BinderyOpenAPI",
            dependencies: ["BinderySpec"],
            path: "Generator/BinderyOpenAPI"
        ),
        .target(
            name: "BinderyValidator",
            dependencies: ["BinderySpec", "BinderyHTTP"],
            path: "Generator/BinderyValidator"
        ),
        .target(
            name: "BinderyEmitter",
            dependencies: ["BinderySpec", "BinderyHTTP"],
            path: "Generator/BinderyEmitter"
        ),
        .target(
            name: "BinderyGenerator",
            dependencies: ["BinderySpec", "BinderyValidator", "BinderyOpenAPI", "BinderyEmitter"],
            path: "Generator/BinderyGenerator"
        ),
        .target(
            name: "BinderyDiff",
            dependencies: ["BinderyGenerator", "BinderyHTTP"],
            path: "Generator/BinderyDiff"
        ),
        // `bindery mock`: a spec's API served on 127.0.0.1 from its examples, each request checked.
        .target(name: "BinderyMock", dependencies: ["BinderySpec", "BinderyLoopback"], path: "Generator/BinderyMock"),
        .testTarget(
            name: "BinderyMockTests",
            dependencies: ["BinderyMock", "BinderyGenerator", "AfterShip", "BinderyRuntime", "BinderyTestSupport"],
            plugins: ["BinderyPlugin"]),
        .executableTarget(
            name: "bindery",
            dependencies: [
                "BinderyGenerator",
                "BinderyDiff",
                "BinderyMock",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Generator/bindery"
        ),
        // The plugin's tool: the generator alone, so that consumers' first builds skip the CLI's
        // ArgumentParser and `bindery diff`.
        .executableTarget(
            name: "bindery-generate",
            dependencies: ["BinderyGenerator", "BinderySpec"],
            path: "Generator/bindery-generate"
        ),
        .plugin(
            name: "BinderyPlugin",
            capability: .buildTool(),
            dependencies: ["bindery-generate"],
            path: "Plugins/BinderyPlugin"
        ),
        .plugin(
            name: "BinderyDiffPlugin",
            capability: .command(
                intent: .custom(verb: "bindery-diff", description: "Classify spec changes as wire- and source-breaking")
            ),
            dependencies: ["bindery"],
            path: "Plugins/BinderyDiffPlugin"
        ),
        .plugin(
            name: "BinderyLintPlugin",
            capability: .command(
                intent: .custom(verb: "bindery-lint", description: "Check the Bindery spec of every target without building")
            ),
            dependencies: ["bindery"],
            path: "Plugins/BinderyLintPlugin"
        ),

        // HTTP facts the generator and the runtime both act on, defined once.
        .target(name: "BinderyHTTP"),

        // The runtime every generated module builds on.
        .target(
            name: "BinderyRuntime",
            dependencies: [
                "BinderyHTTP",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "HTTPTypesFoundation", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ]
        ),

        // Test doubles for apps that use a generated client: a transport that answers by operation.
        .target(name: "BinderyTesting", dependencies: ["BinderyRuntime"]),

        // Generated API modules: the plugin compiles Specs/<Target>/ into each.
        .target(name: "AfterShip", dependencies: ["BinderyRuntime"], plugins: ["BinderyPlugin"]),
        .target(name: "Shop", dependencies: ["BinderyRuntime"], plugins: ["BinderyPlugin"]),
        .target(name: "Iplabs", dependencies: ["BinderyRuntime"], plugins: ["BinderyPlugin"]),
        .target(name: "Gooten", dependencies: ["BinderyRuntime"], plugins: ["BinderyPlugin"]),
        .target(name: "Clover", dependencies: ["BinderyRuntime"], plugins: ["BinderyPlugin"]),

        // A loopback HTTP server for the demo and the end-to-end tests.
        .target(name: "BinderyLoopback"),
        .executableTarget(
            name: "bindery-demo",
            dependencies: ["AfterShip"],
            path: "Sources/BinderyDemo"
        ),
        // The load benchmark (docs/RELIABILITY.md): a program that prints figures, not a test.
        .executableTarget(
            name: "bindery-load",
            dependencies: ["AfterShip", "BinderyLoopback", "BinderyAsyncHTTPClient"],
            path: "Sources/BinderyLoad"
        ),

        // Helpers the test targets share (a virtual clock, expected failures, canonical JSON, subprocesses,
        // build products, the pieces of the per-API fake servers).
        .target(
            name: "BinderyTestSupport",
            dependencies: [
                "BinderyRuntime", "BinderyLoopback", .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "Tests/BinderyTestSupport"
        ),
        .testTarget(
            name: "BinderyGeneratorTests", dependencies: ["BinderyGenerator", "BinderyHTTP", "BinderyTestSupport", "BinderyLoopback"],
            exclude: ["Fixtures", "README.md"]),
        .testTarget(name: "BinderyDiffTests", dependencies: ["BinderyDiff", "BinderyTestSupport"], exclude: ["Corpus", "README.md"]),
        .testTarget(
            name: "BinderyRuntimeTests",
            dependencies: [
                "BinderyRuntime", "BinderyLoopback", "BinderyTestSupport", .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ]),
        .testTarget(name: "BinderyLoopbackTests", dependencies: ["BinderyLoopback"]),
        // Also compiles its own small spec (`Tests/BinderyTestingTests/Specs/`) for what AfterShip lacks.
        .testTarget(
            name: "BinderyTestingTests", dependencies: ["BinderyTesting", "AfterShip", "BinderyRuntime"],
            plugins: ["BinderyPlugin"]),
        .testTarget(
            name: "AfterShipTests",
            dependencies: [
                "AfterShip", "BinderyRuntime", "BinderyLoopback", "BinderyTestSupport",
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]),
        .testTarget(name: "ShopTests", dependencies: ["Shop", "BinderyLoopback", "BinderyTestSupport"]),
        .testTarget(name: "IplabsTests", dependencies: ["Iplabs", "BinderyLoopback", "BinderyTestSupport"]),
        .testTarget(name: "GootenTests", dependencies: ["Gooten", "BinderyLoopback", "BinderyTestSupport"]),
        .testTarget(name: "CloverTests", dependencies: ["Clover", "BinderyLoopback", "BinderyTestSupport"]),
        // End-to-end tests of the spec language, each group with a spec of its own (`Tests/<name>/Specs/`).
        specLanguageTestTarget("ModelTypeTests"),
        specLanguageTestTarget("UnionTests"),
        specLanguageTestTarget("PagingTests"),
        specLanguageTestTarget("CallTests"),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "BinderyRuntime", "BinderyLoopback", "BinderyTestSupport", "BinderyGenerator", "AfterShip", "Gooten", "Iplabs",
                "Shop", "Clover",
            ],
            exclude: ["MalformedSpecs"]
        ),
        // The rendered documentation site in headless Chromium (tag `documentationSite`; scripts/docs --test).
        .testTarget(
            name: "DocumentationSiteTests", dependencies: ["BinderyGenerator", "BinderyLoopback", "BinderyTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: - The AsyncHTTPClient transport, behind the trait of that name (off by default)
//
// `BinderyAsyncHTTPClient` is always a target, but it depends on AsyncHTTPClient (and so on
// SwiftNIO) only when the trait is on; its sources compile to nothing without it. A package that
// does not enable the trait never builds AsyncHTTPClient. Enable it with `--traits AsyncHTTPClient`
// here, or `traits: ["AsyncHTTPClient"]` on the `.package` line of a consumer.
package.traits.insert(
    .trait(name: "AsyncHTTPClient", description: "The BinderyAsyncHTTPClient transport, on swift-server/async-http-client"))
package.dependencies.append(contentsOf: [
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
])
package.products.append(.library(name: "BinderyAsyncHTTPClient", targets: ["BinderyAsyncHTTPClient"]))
package.targets.append(contentsOf: [
    .target(
        name: "BinderyAsyncHTTPClient",
        dependencies: [
            "BinderyRuntime",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "HTTPTypesFoundation", package: "swift-http-types"),
            .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["AsyncHTTPClient"])),
            .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
            .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
        ]),
    // The transport contract, run against every transport the build has.
    .testTarget(
        name: "BinderyTransportTests",
        dependencies: [
            "BinderyRuntime", "BinderyAsyncHTTPClient", "BinderyLoopback", "BinderyTestSupport",
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["AsyncHTTPClient"])),
        ]),
])
// Many concurrent calls through URLSessionTransport, one session or many (`scripts/urlsession-stress`).
package.targets.append(
    .executableTarget(
        name: "bindery-urlsession-stress",
        dependencies: ["BinderyRuntime", "BinderyLoopback", .product(name: "HTTPTypes", package: "swift-http-types")], path: "Sources/BinderyURLSessionStress"))
// The test support hands out every transport the build has (`TestTransport`).
for target in package.targets where target.name == "BinderyTestSupport" {
    target.dependencies.append("BinderyAsyncHTTPClient")
}
