#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit of open descriptors, raised once to what the system allows.
///
/// Every connection costs a descriptor at each end, and a test run starts hundreds of servers
/// and clients at once: Bindery's own test process holds some 3,500 descriptors at its peak,
/// past the soft limit many systems start a shell with (1,024 on most Linux distributions, 256
/// on macOS). The hard limit is what the process may raise it to by itself, as Go's runtime
/// does at start; a failure leaves the limit as it was.
enum OpenFileLimit {
    /// Raises the soft limit to the hard one (on Darwin, to `OPEN_MAX` at most, which is what
    /// `setrlimit` accepts there). Runs once per process, however often it is called.
    static func raise() {
        raised
    }

    private static let raised: Void = {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return }
        var wanted = limit.rlim_max
        #if canImport(Darwin)
        wanted = min(wanted, rlim_t(OPEN_MAX))
        #endif
        guard limit.rlim_cur < wanted else { return }
        limit.rlim_cur = wanted
        _ = setrlimit(resource, &limit)
    }()
}
