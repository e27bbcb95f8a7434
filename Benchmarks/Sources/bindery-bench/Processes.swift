import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one child process cost.
struct RunResult {
    var arguments: [String]
    var status: Int32
    /// Wall-clock seconds from spawn to exit.
    var wall: Double
    /// `ru_maxrss` of the child and its waited-for descendants: the largest single process,
    /// the figure `/usr/bin/time -v` prints as "Maximum resident set size".
    var maxProcessRSS: Int
    /// The largest sum of the resident sets of the child and all its descendants alive at once,
    /// sampled every 50 ms (only with `sampleTree`): what a compile of several frontends in
    /// parallel really holds.
    var peakTreeRSS: Int
    /// User + system CPU seconds of the child and its descendants.
    var cpu: Double
    /// Everything it wrote to standard output and standard error, interleaved.
    var output: String
    /// When each line of `output` arrived, in seconds after spawn (only with `timestampLines`).
    var lineTimes: [(Double, String)] = []

    var succeeded: Bool { status == 0 }
    var peakRSS: Int { max(maxProcessRSS, peakTreeRSS) }
}

struct ProcessFailure: Error, CustomStringConvertible {
    var result: RunResult
    var description: String {
        let tail = result.output.split(separator: "\n", omittingEmptySubsequences: false).suffix(40).joined(separator: "\n")
        return "command failed (exit \(result.status)): \(result.arguments.joined(separator: " "))\n\(tail)"
    }
}

/// Runs processes and measures them: wall time, CPU, peak memory of the whole process tree.
enum Processes {
    nonisolated(unsafe) static var verbose = false

    /// Runs `arguments` (the first is looked up on PATH) in `directory`.
    @discardableResult
    static func run(
        _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil,
        check: Bool = true, timestampLines: Bool = false, sampleTree: Bool = false
    ) throws -> RunResult {
        if verbose { log("$ \(directory.map { "(cd \($0)) " } ?? "")\(arguments.joined(separator: " "))") }
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { fatalError("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])

        var env = environment ?? ProcessInfo.processInfo.environment
        env["NSUnbufferedIO"] = "YES"
        let envStrings = env.map { "\($0.key)=\($0.value)" }
        // `env -C` changes directory and execs in place (posix_spawn_file_actions_addchdir_np is
        // not exported to Swift): the measured process is still the command itself.
        let command = directory.map { ["/usr/bin/env", "-C", $0] + arguments } ?? arguments
        let argv = command.map { strdup($0) } + [nil]
        let envp = envStrings.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let start = monotonic()
        let spawned = posix_spawnp(&pid, command[0], &actions, nil, argv, envp)
        close(pipe[1])
        guard spawned == 0 else {
            close(pipe[0])
            throw ProcessFailure(result: RunResult(
                arguments: arguments, status: -1, wall: 0, maxProcessRSS: 0, peakTreeRSS: 0, cpu: 0,
                output: "cannot spawn \(arguments[0]): \(String(cString: strerror(spawned)))"))
        }

        // Only builds need the tree's sum; a single process's peak is wait4's ru_maxrss.
        let sampler = TreeSampler(root: pid)
        if sampleTree { Thread { sampler.loop() }.start() } else { sampler.stop() }

        // Read the output on this thread; the process ends when its end of the pipe closes
        // and it exits.
        var bytes: [UInt8] = []
        var lineTimes: [(Double, String)] = []
        var pendingLine: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(pipe[0], &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if timestampLines || verbose {
                let now = monotonic() - start
                for byte in buffer[0..<count] {
                    if byte == 10 {
                        let line = String(decoding: pendingLine, as: UTF8.self)
                        if timestampLines { lineTimes.append((now, line)) }
                        if verbose { log("  | \(line)") }
                        pendingLine.removeAll(keepingCapacity: true)
                    } else {
                        pendingLine.append(byte)
                    }
                }
            }
        }
        close(pipe[0])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let wall = monotonic() - start
        sampler.stop()
        while sampleTree, !sampler.isFinished { usleep(1000) }

        let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        let result = RunResult(
            arguments: arguments, status: exitStatus, wall: wall, maxProcessRSS: Int(usage.ru_maxrss) * 1024,
            peakTreeRSS: sampler.peak, cpu: cpu, output: String(decoding: bytes, as: UTF8.self), lineTimes: lineTimes)
        if check, !result.succeeded { throw ProcessFailure(result: result) }
        return result
    }

    static func monotonic() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func seconds(_ value: timeval) -> Double {
        Double(value.tv_sec) + Double(value.tv_usec) / 1e6
    }
}

/// Samples the summed resident set of a process and all its descendants from /proc.
final class TreeSampler: @unchecked Sendable {
    private let root: pid_t
    private let lock = NSLock()
    private var stopped = false
    private var finished = false
    private var peakBytes = 0
    private let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    init(root: pid_t) { self.root = root }

    var peak: Int { lock.withLock { peakBytes } }
    var isFinished: Bool { lock.withLock { finished } }

    func stop() { lock.withLock { stopped = true } }

    func loop() {
        while !lock.withLock({ stopped }) {
            let total = sample()
            lock.withLock { peakBytes = max(peakBytes, total) }
            usleep(50_000)
        }
        lock.withLock { finished = true }
    }

    private func sample() -> Int {
        // parent of every live process, then the tree under `root`.
        var children: [pid_t: [pid_t]] = [:]
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return 0 }
        for entry in entries {
            guard let pid = pid_t(entry), let stat = read("/proc/\(entry)/stat") else { continue }
            // The command name is in parentheses and may hold spaces: parse after the last ')'.
            guard let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, let parent = pid_t(fields[1]) else { continue }
            children[parent, default: []].append(pid)
        }
        var total = 0
        var stack = [root]
        while let pid = stack.popLast() {
            if let statm = read("/proc/\(pid)/statm") {
                let fields = statm.split(separator: " ")
                if fields.count > 1, let pages = Int(fields[1]) { total += pages * pageSize }
            }
            stack.append(contentsOf: children[pid] ?? [])
        }
        return total
    }

    private func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = Glibc.read(fd, &buffer, buffer.count)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count], as: UTF8.self)
    }
}

/// Progress on standard error, so standard output holds only the table.
func log(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
