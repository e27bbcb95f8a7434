// The generator's users (the CLIs, `bindery diff`, the tests) see the spec model, the validator,
// the OpenAPI reader and the emitters through `import BinderyGenerator`, as when the five were one module.
@_exported import BinderyEmitter
@_exported import BinderyOpenAPI
@_exported import BinderySpec
@_exported import BinderyValidator
