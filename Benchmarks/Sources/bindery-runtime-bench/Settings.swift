import Foundation

/// The command line of `bindery-runtime-bench`.
struct Settings: Sendable {
    // Many short rounds rather than a few long ones: a shared VM's speed drifts over seconds,
    // and a finer interleaving lets the drift hit every side alike.
    var rounds = 301
    var batchMilliseconds = 10.0
    var largeCount = 650
    var smallCount = 2
    var profileSide: String?
    var profileSize = "small"
    var iterations = 1000

    static func parse(_ line: [String]) -> Settings {
        var settings = Settings()
        var arguments = line.makeIterator()
        while let argument = arguments.next() {
            let value = arguments.next() ?? ""
            switch argument {
            case "--rounds": settings.rounds = Int(value) ?? settings.rounds
            case "--batch-ms": settings.batchMilliseconds = Double(value) ?? settings.batchMilliseconds
            case "--couriers": settings.largeCount = Int(value) ?? settings.largeCount
            case "--small-couriers": settings.smallCount = Int(value) ?? settings.smallCount
            case "--profile": settings.profileSide = value
            case "--size": settings.profileSize = value
            case "--iterations": settings.iterations = Int(value) ?? settings.iterations
            default:
                FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
                exit(2)
            }
        }
        return settings
    }
}
