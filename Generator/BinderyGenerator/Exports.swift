// The generator's users (the CLIs, `bindery diff`, the tests) see the spec model, the OpenAPI
// reader and the emitters through `import BinderyGenerator`, as when the four were one module.
@_exported import BinderyEmitter
@_exported import BinderyOpenAPI
@_exported import BinderySpec
