@testable import BinderyDiff
import BinderyGenerator
import Foundation
import Testing

@Suite("Engine")
struct EngineTests {
    @Test("Moving models between files and reordering keys is not a change")
    func layoutIsNotAChange() throws {
        let single = TestSpecs.header + """
            models:
              Item:
                docs: An item.
                fields:
                  id: { type: string, required: true }
                  tag: Tag
              Tag:
                enum: [a, b]
            endpoints:
              getItem:
                method: GET
                path: /items/{id}
                parameters:
                  id: { in: path }
                response: Item
            """
        let split = [
            "api.yaml": """
                endpoints:
                  getItem:
                    response: Item
                    parameters:
                      id: { in: path }
                    path: /items/{id}
                    method: GET
                api:
                  servers:
                    production: https://shop.example.com
                  name: Shop
                """,
            "models.yaml": """
                models:
                  Tag:
                    enum: [a, b]
                  Item:
                    fields:
                      id: { required: true, type: string }
                      tag: Tag
                    docs: An item.
                """,
        ]
        let old = try TestSpecs.load(["api.yaml": single], side: .old)
        let new = try TestSpecs.load(split, side: .new)
        #expect(DiffEngine.compare(old: old, new: new).isEmpty)
    }

    @Test("A change to a shared model is reported once, with every endpoint it reaches")
    func sharedModelChangeIsReportedOnce() throws {
        let base = TestSpecs.header + """
            models:
              Money:
                fields:
                  amount: { type: number, required: true }
                  currency: { type: string, required: true }
              Order:
                fields:
                  total: { type: Money, required: true }
              Refund:
                fields:
                  amount: { type: Money, required: true }
            endpoints:
              getOrder: { method: GET, path: "/orders/{id}", parameters: { id: { in: path } }, response: Order }
              listOrders: { method: GET, path: /orders, response: "[Order]" }
              refund: { method: POST, path: /refunds, body: Refund }
            """
        let changed = base.replacingOccurrences(of: "currency: { type: string, required: true }", with: "currency: { type: string }")
        let changes = try TestSpecs.changes(base, changed)
        let relevant = changes.filter { $0.rule == .modelFieldOptional }
        #expect(relevant.count == 1)
        let change = try #require(relevant.first)
        #expect(change.identity == "model.field.optional:Money.currency")
        #expect(change.endpoints == ["getOrder", "listOrders", "refund"])
        #expect(change.direction == .response)
        #expect(change.wire == .breaking)
        #expect(change.source == .breaking)
        #expect(change.swiftBefore == ["Money.currency: String"])
        #expect(change.swiftAfter == ["Money.currency: String?"])
    }

    @Test("The Swift surface orders arguments as the generator does")
    func argumentOrder() throws {
        let spec = try TestSpecs.load(
            ["api.yaml": TestSpecs.header + """
                models:
                  Note: { fields: { text: { type: string, required: true } } }
                endpoints:
                  addNote:
                    method: POST
                    path: /items/{id}/notes
                    parameters:
                      verbose: { in: query, type: boolean }
                      id: { in: path }
                      lang: { in: query, default: en }
                      token: { in: header, required: true }
                    body: Note
                """], side: .new)
        let surface = SwiftSurface(spec: spec.spec)
        let endpoint = try #require(spec.spec.endpoints.first)
        #expect(surface.arguments(of: endpoint).map(\.declaration) == [
            "id: String", "note: Note", "token: String", "verbose: Bool? = nil", "lang: String = \"en\"",
        ])
        #expect(surface.method(endpoint) == "ShopClient.addNote(id:note:token:verbose:lang:)")
    }

    @Test("The Swift surface orders the client's arguments as the generator does: required ones first")
    func clientArgumentOrder() throws {
        let spec = try TestSpecs.load(
            ["api.yaml": """
                api:
                  name: Shop
                  servers:
                    production: https://shop.example.com
                  auth:
                    token: { type: bearer }
                    key: { type: apiKeyHeader, name: X-Key }
                  defaultAuth: key
                  sharedParameters:
                    locale: { in: query, default: en }
                    shopID: { in: header, required: true }
                """], side: .new)
        let surface = SwiftSurface(spec: spec.spec)
        #expect(surface.clientArguments().map(\.declaration) == [
            "key: String", "shopID: String", "token: String? = nil", "locale: String = \"en\"",
        ])
        #expect(surface.clientInitializer() == "ShopClient.init(key:shopID:token:locale:server:transport:middlewares:)")
    }

    @Test("Names that plausibly mean the same thing", arguments: [
        ("lang", "language", true), ("qty", "quantity", true), ("tracking_number", "trackingNumber", true),
        ("limit", "limits", true), ("status", "state", false), ("limit", "offset", false), ("id", "key", false),
    ])
    func nameSimilarity(_ a: String, _ b: String, _ similar: Bool) {
        #expect(NameSimilarity.areSimilar(a, b) == similar)
    }

    @Test("Renames need one clear candidate on both sides")
    func ambiguousRenamesAreNotRenames() {
        let matching = Matching(
            old: ["a"], new: ["b", "c"], key: { $0 }, renameRules: [{ _, _ in 1 }])
        #expect(matching.pairs.isEmpty)
        #expect(matching.removed == ["a"])
        #expect(matching.added == ["b", "c"])
        let clear = Matching(
            old: ["a", "x"], new: ["b", "c"], key: { $0 }, renameRules: [{ old, new in old == "a" && new == "b" ? 1 : nil }])
        #expect(clear.pairs.map { "\($0.old)->\($0.new)" } == ["a->b"])
    }

    @Test("Wire value sets: what widens and narrows")
    func wireValues() throws {
        let spec = try TestSpecs.load(
            ["api.yaml": TestSpecs.header + "models:\n  Tag: { enum: [a, b] }\n  Wider: { enum: [a, b, c] }\n"], side: .new)
        let wire = WireValueBuilder(spec: spec.spec)
        // A request value old apps send must be accepted by the new type.
        #expect(wire.produced(.integer, .json).isSubset(of: wire.acceptedByServer(.number, .json)))
        #expect(!wire.produced(.number, .json).isSubset(of: wire.acceptedByServer(.integer, .json)))
        #expect(wire.produced(.integer, .text).isSubset(of: wire.acceptedByServer(.string, .text)))
        #expect(!wire.produced(.string, .json).isSubset(of: wire.acceptedByServer(.named("Tag"), .json)))
        #expect(wire.produced(.named("Tag"), .json).isSubset(of: wire.acceptedByServer(.named("Wider"), .json)))
        // A response value the server sends must decode as the old type; open enums take any text.
        #expect(wire.produced(.string, .json).isSubset(of: wire.acceptedByClient(.named("Tag"))))
        #expect(!wire.produced(.number, .json).isSubset(of: wire.acceptedByClient(.integer)))
        #expect(wire.produced(.array(.integer), .json).isSubset(of: wire.acceptedByClient(.array(.number))))
        #expect(!wire.produced(.string, .json).isSubset(of: wire.acceptedByClient(.integer)))
    }

    @Test("Path placeholders are matched by place, not name")
    func pathPlaceholderRename() throws {
        let old = TestSpecs.header + "endpoints:\n  get: { method: GET, path: \"/a/{id}\", parameters: { id: { in: path } } }\n"
        let new = TestSpecs.header + "endpoints:\n  get: { method: GET, path: \"/a/{key}\", parameters: { key: { in: path } } }\n"
        let changes = try TestSpecs.changes(old, new)
        #expect(changes.map(\.identity) == ["endpoint.parameter.swift-name-changed:get.id"])
        #expect(changes.first?.wire == .nonBreaking)
        #expect(changes.first?.migration == "in calls of `get(…)`, rename the argument `id:` to `key:`")
    }

    @Test("Path placeholders that swap places change the path on the wire")
    func swappedPlaceholders() throws {
        let old = TestSpecs.header
            + "endpoints:\n  get: { method: GET, path: \"/a/{x}/{y}\", parameters: { x: { in: path }, y: { in: path } } }\n"
        let new = TestSpecs.header
            + "endpoints:\n  get: { method: GET, path: \"/a/{y}/{x}\", parameters: { x: { in: path }, y: { in: path } } }\n"
        let changes = try TestSpecs.changes(old, new)
        #expect(changes.map(\.identity) == ["endpoint.path-changed:get"])
        #expect(changes.first?.wire == .breaking)
        #expect(changes.first?.source == .nonBreaking)
    }

    @Test("A whole response and an event stream of one route are two calls: neither is the other renamed")
    func eventStreamBesideAWholeResponse() throws {
        let models = "models:\n  Chunk: { fields: { text: string } }\n"
        let whole = "  complete: { method: POST, path: /chat, response: Chunk }\n"
        let stream = "  stream: { method: POST, path: /chat, response: { type: Chunk, stream: sse } }\n"
        let events = "  events: { method: POST, path: /chat, response: { type: Chunk, stream: sse } }\n"
        let old = TestSpecs.header + models + "endpoints:\n" + whole + stream
        // The whole response's endpoint goes; the stream is renamed.
        let new = TestSpecs.header + models + "endpoints:\n" + events
        #expect(try TestSpecs.changes(old, new).map(\.identity).sorted() == [
            "endpoint.removed:complete", "endpoint.renamed:stream->events",
        ])
    }

    @Test("A query parameter renamed with its docs kept is one rename, with a migration hint")
    func parameterRename() throws {
        let old = TestSpecs.header
            + "endpoints:\n  list: { method: GET, path: /a, parameters: { per_page: { in: query, type: integer, docs: Page size. } } }\n"
        let new = TestSpecs.header
            + "endpoints:\n  list: { method: GET, path: /a, parameters: { page_size: { in: query, type: integer, docs: Page size. } } }\n"
        let changes = try TestSpecs.changes(old, new)
        #expect(changes.map(\.identity) == ["endpoint.parameter.renamed:list.per_page->page_size"])
        #expect(changes.first?.migration == "in calls of `list(…)`, rename the argument `perPage:` to `pageSize:`")
        #expect(changes.first?.swiftBefore == ["ShopClient.list(perPage: Int? = nil)"])
        #expect(changes.first?.swiftAfter == ["ShopClient.list(pageSize: Int? = nil)"])
    }

    @Test("A first argument that gains or loses its label is named as callers write it")
    func unlabelledFirstArgument() throws {
        let spec = { (body: String) in
            TestSpecs.header + """
                models:
                  Note: { fields: { text: { type: string, required: true } } }
                endpoints:
                  addNote: { method: POST, path: /notes, body: { type: Note, swiftName: \(body) } }
                """
        }
        let surface = SwiftSurface(spec: try TestSpecs.load(["api.yaml": spec("note")], side: .new).spec)
        let endpoint = try #require(surface.spec.endpoints.first)
        #expect(surface.method(endpoint) == "ShopClient.addNote(_:)")
        #expect(surface.method(endpoint, showing: "body") == "ShopClient.addNote(_ note: Note)")

        let gained = try #require(try TestSpecs.changes(spec("note"), spec("draft")).first)
        #expect(gained.identity == "endpoint.body.swift-name-changed:addNote")
        #expect(gained.message == "The body of 'addNote' is now the argument `draft:`, was `_ note`.")
        #expect(gained.migration == "in calls of `addNote(…)`, label the first argument `draft:`")
        #expect(gained.swiftBefore == ["ShopClient.addNote(_ note: Note)"])
        #expect(gained.swiftAfter == ["ShopClient.addNote(draft: Note)"])

        let lost = try #require(try TestSpecs.changes(spec("draft"), spec("note")).first)
        #expect(lost.migration == "in calls of `addNote(…)`, drop the label `draft:`")
    }

    @Test("Locations point into the new spec, or the old one for removals with an anchor in the new")
    func locations() throws {
        let old = TestSpecs.header + "endpoints:\n  list:\n    method: GET\n    path: /a\n    parameters:\n      q: { in: query }\n"
        let new = TestSpecs.header + "endpoints:\n  list:\n    method: GET\n    path: /a\n"
        let change = try #require(try TestSpecs.changes(old, new).first)
        #expect(change.location?.description == "old/api.yaml:10:7")
        #expect(change.location?.side == .old)
        #expect(change.anchor?.description == "new/api.yaml:6:3")
        #expect(change.annotationLocation == change.anchor)
    }

    @Test("A change's verdicts come from its rule and the directions it travels")
    func verdictsComeFromTheRule() {
        func change(_ rule: Rule, _ travels: Direction, response: Bool? = nil) -> Change {
            Change(rule, subject: "", travels: travels, responseBreaks: response, message: "", wireReason: "", sourceReason: "")
        }
        // model.field.removed: breaking in requests, in responses only when the field was required.
        let optional = change(.modelFieldRemoved, .both, response: false)
        #expect((optional.wire, optional.direction, optional.source) == (.breaking, .request, .breaking))
        let required = change(.modelFieldRemoved, .both, response: true)
        #expect((required.wire, required.direction) == (.breaking, .both))
        let onlyReceived = change(.modelFieldRemoved, .response, response: false)
        #expect((onlyReceived.wire, onlyReceived.direction) == (.nonBreaking, .response))
        let unused = change(.modelFieldRemoved, .none, response: true)
        #expect((unused.wire, unused.direction) == (.nonBreaking, .none))
        // endpoint.auth-removed: non-breaking in requests, in no direction Swift breaks.
        let removed = change(.endpointAuthRemoved, .request)
        #expect((removed.wire, removed.direction, removed.source) == (.nonBreaking, .request, .nonBreaking))
    }
}
