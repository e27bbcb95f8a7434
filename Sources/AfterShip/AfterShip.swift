// The AfterShip module is generated from Specs/AfterShip/ by BinderyPlugin on every build;
// this file holds only what a spec cannot say.

// The generated Client.swift re-exports BinderyRuntime, so `import AfterShip` is all callers need.
