// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GymBoToolkit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "GymBoKit", targets: ["GymBoKit"]),
        .executable(name: "gymbo", targets: ["gymbo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibCSV",
            providers: [.apt(["libcsv-dev"])]
        ),
        .target(
            name: "GymBoResources",
            path: "Resources",
            exclude: ["README.md"],
            resources: [
                .copy("exercises.csv"),
                .copy("aliases.csv"),
                .copy("weekly-report.schema.json"),
                .copy("overview.schema.json"),
                .copy("templates"),
                .copy("examples"),
            ]
        ),
        .target(
            name: "GymBoKit",
            dependencies: [
                "CLibCSV",
                "GymBoResources",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .executableTarget(
            name: "gymbo",
            dependencies: [
                "GymBoKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Helpers both test targets use (temporary files, test databases); the library's public API only.
        .target(
            name: "GymBoTestSupport",
            dependencies: ["GymBoKit", "GymBoResources"],
            path: "Tests/GymBoTestSupport"
        ),
        .testTarget(
            name: "GymBoKitTests",
            dependencies: ["GymBoKit", "GymBoTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        // End to end: runs the built `gymbo`; reads the fixtures of GymBoKitTests in place.
        .testTarget(
            name: "GymBoCLITests",
            dependencies: [
                "GymBoKit",
                "GymBoTestSupport",
                "gymbo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ]
)
