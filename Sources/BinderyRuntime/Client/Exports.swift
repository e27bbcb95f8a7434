// The types of other packages that BinderyRuntime's public API is written in, re-exported so
// that `import BinderyRuntime` (or a generated module, which re-exports BinderyRuntime) is all
// a middleware, a transport or a logging set-up needs: no dependency on swift-http-types or
// swift-log of the app's own, and no `import Foundation` for the bodies and URLs it passes. This is the convention of Swift server packages (Hummingbird's
// Exports.swift): re-export exactly the types the API uses, not whole modules, and keep them
// out of this module's documentation.

@_exported @_documentation(visibility: internal) import struct HTTPTypes.HTTPField
@_exported @_documentation(visibility: internal) import struct HTTPTypes.HTTPFields
@_exported @_documentation(visibility: internal) import struct HTTPTypes.HTTPRequest
@_exported @_documentation(visibility: internal) import struct HTTPTypes.HTTPResponse
@_exported @_documentation(visibility: internal) import struct Logging.Logger
@_exported @_documentation(visibility: internal) import struct Foundation.Data
@_exported @_documentation(visibility: internal) import struct Foundation.URL
