// The Iplabs module is generated from Specs/Iplabs/ by BinderyPlugin on every build; the
// files beside this one hold what a spec cannot say: the cart's replace-by-project rule and
// the SDK-shaped conveniences.

// Callers need the runtime's types (BinderyError, ClientTransport, ...): `import Iplabs` is enough.
@_exported import BinderyRuntime
