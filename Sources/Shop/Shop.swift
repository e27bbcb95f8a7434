// The Shop module is generated from Specs/Shop/ by BinderyPlugin on every build; this file
// holds only what a spec cannot say.

// Callers need the runtime's types (BinderyError, ClientTransport, ...): `import Shop` is enough.
@_exported import BinderyRuntime
