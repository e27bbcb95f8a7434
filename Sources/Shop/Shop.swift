// The Shop module is generated from Specs/Shop/ by BinderyPlugin on every build; this file
// holds only what a spec cannot say.

// The generated Client.swift re-exports BinderyRuntime, so `import Shop` is all callers need.
