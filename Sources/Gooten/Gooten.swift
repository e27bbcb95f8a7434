// The Gooten module is generated from Specs/Gooten/ by BinderyPlugin on every build; the
// files beside this one hold only what a spec cannot say: the SDK-shaped conveniences of the
// Gooten iOS Core SDK (order submission per payment method, shipping options of a cart,
// required images derived from templates, the user's country code) and its client-side errors.

// The generated Client.swift re-exports BinderyRuntime, so `import Gooten` is all callers need.
