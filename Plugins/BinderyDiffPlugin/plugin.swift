import PackagePlugin

@main
struct BinderyDiffPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
