import BinderyTestSupport
import Foundation

/// Debian's `chromium`, run headless: loads a page, runs its scripts, and gives the text the
/// page shows.
enum HeadlessChromium {
    /// The browser on `PATH`, if any.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser"] {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }()

    /// What went wrong running the browser.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The page's text once its scripts have run: the DOM with its tags removed, entities
    /// decoded and white space collapsed to single spaces.
    static func renderedText(of url: URL) async throws -> String {
        guard let executable else { throw Failure(description: "no chromium on PATH; scripts/bootstrap --docs installs it") }
        let profile = try BuildProducts.temporaryFolder(prefix: "chromium-profile")
        defer { try? FileManager.default.removeItem(at: profile) }
        // `--no-sandbox`: CI runs as root, where Chromium's sandbox refuses to start. The
        // virtual time budget lets the page's scripts fetch and render before the DOM is dumped.
        let result = try await Subprocess.run(
            executable,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--user-data-dir=\(profile.path)", "--virtual-time-budget=20000", "--dump-dom", url.absoluteString,
            ])
        guard result.status == 0 else {
            throw Failure(description: "chromium exited with \(result.status): \(result.standardError.suffix(2000))")
        }
        return plainText(ofHTML: result.standardOutput)
    }

    /// The text of HTML: tags and scripts removed, the common entities decoded, white space collapsed.
    static func plainText(ofHTML html: String) -> String {
        // `<wbr>` breaks long symbol names into words only where the line is full.
        var text = html.replacingOccurrences(of: "<wbr/?>", with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: "<script[^>]*>[\\s\\S]*?</script>", with: " ", options: .regularExpression)
        text = text.replacingOccurrences(of: "<style[^>]*>[\\s\\S]*?</style>", with: " ", options: .regularExpression)
        text = text.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return collapsingWhitespace(text)
    }

    /// `text` with each run of white space made one space, and none at either end.
    static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
