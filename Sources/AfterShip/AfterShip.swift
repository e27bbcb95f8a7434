// The AfterShip module is generated from Specs/AfterShip/ by BinderyPlugin on every build;
// this file holds only what a spec cannot say.

// Callers of the generated client need the runtime's types (BinderyError, ClientTransport,
// ClientConfiguration, Pages); re-export them so `import AfterShip` is enough.
@_exported import BinderyRuntime
