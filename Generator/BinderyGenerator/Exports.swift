// The generator's users (the CLIs, `bindery diff`, the tests) see the spec model and the
// OpenAPI reader through `import BinderyGenerator`, as when the three were one module.
@_exported import BinderyOpenAPI
@_exported import BinderySpec
