import BinderyRuntime

// The Depot client is generated into this target from `Specs/` by BinderyPlugin.
