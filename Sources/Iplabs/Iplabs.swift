// The Iplabs module is generated from Specs/Iplabs/ by BinderyPlugin on every build; the
// files beside this one hold what a spec cannot say: the cart's replace-by-project rule and
// the SDK-shaped conveniences.

// The generated Client.swift re-exports BinderyRuntime, so `import Iplabs` is all callers need.
