// swift-tools-version: 6.1
// Bindery's benchmarks: a package of its own, outside the root package and its tests.
//
//   swift run bindery-bench --revision HEAD       the whole table (docs/PERFORMANCE.md)
//   swift run -c release bindery-runtime-bench    the per-call cost alone
import PackageDescription

let package = Package(
    name: "BinderyBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Bindery", path: ".."),
        // The peer (swift-openapi-generator 1.14.3) is not linked here: bindery-bench builds it
        // in throw-away packages of its own (Sources/bindery-bench/Packages.swift).
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // The orchestrator: synthesizes specs, builds and runs both generators, compiles their
        // output in throw-away packages, prints the table. Foundation only: the tools it measures
        // are built in scratch folders of their own, never linked into it.
        .executableTarget(name: "bindery-bench", path: "Sources/bindery-bench"),
        // A generated call through an in-memory transport against plain JSONDecoder on the same bytes.
        .executableTarget(
            name: "bindery-runtime-bench",
            dependencies: [
                .product(name: "AfterShip", package: "Bindery"),
                .product(name: "BinderyRuntime", package: "Bindery"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "Sources/bindery-runtime-bench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
