// The Clover module is generated from Specs/Clover/ by BinderyPlugin on every build; the files
// beside this one hold only what a spec cannot say: the OAuth authorization page and redirect
// (the SDK's web view is iOS-only; any browser or ASWebAuthenticationSession can show the page),
// a code exchange that needs no client yet, and string literals for the id types.

// The generated Client.swift re-exports BinderyRuntime, so `import Clover` is all callers need.
