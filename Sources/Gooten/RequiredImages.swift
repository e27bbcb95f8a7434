/// The size of one image a SKU needs: the SDK's `GTNSize`, with the space and layer it fills.
public struct RequiredImageSize: Hashable, Sendable {
    /// The width, in the template's units (pixels): the layer's `X2 - X1`.
    public var width: Int
    /// The height: the layer's `Y2 - Y1`.
    public var height: Int
    /// The template space the image goes in (``TemplateSpace/id``), which order images name as
    /// ``OrderItemImage/spaceID``.
    public var spaceID: String?
    /// The template layer the image fills (``TemplateLayer/id``).
    public var layerID: String?

    /// Creates a size.
    public init(width: Int, height: Int, spaceID: String? = nil, layerID: String? = nil) {
        self.width = width
        self.height = height
        self.spaceID = spaceID
        self.layerID = layerID
    }

    /// The size as image validation takes it (``GootenClient/validateImages(validation:)``).
    public var imageSize: ImageSize {
        ImageSize(spaceID: spaceID, width: width, height: height)
    }
}

extension ProductTemplate {
    /// The images the template needs, as the iOS SDK derives them: one per layer of type
    /// ``TemplateLayerType/image`` in any space, sized `X2 - X1` by `Y2 - Y1`, in the order of
    /// the spaces and their layers.
    ///
    /// - Throws: ``GootenSDKError/invalidTemplate(templateName:)`` when the template has no
    ///   image spaces.
    public func requiredImageSizes() throws(GootenSDKError) -> [RequiredImageSize] {
        let sizes = (spaces ?? []).flatMap { space in
            (space.layers ?? []).filter { $0.type == .image }.map { layer in
                RequiredImageSize(
                    width: (layer.x2 ?? 0) - (layer.x1 ?? 0), height: (layer.y2 ?? 0) - (layer.y1 ?? 0),
                    spaceID: space.id, layerID: layer.id)
            }
        }
        guard !sizes.isEmpty else { throw .invalidTemplate(templateName: name) }
        return sizes
    }
}

extension Array where Element == ProductTemplate {
    /// The images the template named `templateName` needs; see
    /// ``ProductTemplate/requiredImageSizes()``.
    ///
    /// - Throws: ``GootenSDKError/invalidTemplate(templateName:)`` when no template has that
    ///   name, or it has no image spaces.
    public func requiredImageSizes(templateName: String) throws(GootenSDKError) -> [RequiredImageSize] {
        guard let template = first(where: { $0.name == templateName }) else {
            throw .invalidTemplate(templateName: templateName)
        }
        return try template.requiredImageSizes()
    }
}

extension GootenClient {
    /// The sizes of the images a SKU needs with one of its templates: the SDK's
    /// `getRequiredImages(sku:templateName:)`.
    ///
    /// It fetches the SKU's templates (``getProductTemplates(sku:)``), picks the one named
    /// `templateName` and sizes each of its image layers, as the SDK does; without the
    /// right-sized images an item is not printed.
    ///
    /// - Parameters:
    ///   - sku: The SKU, from ``ProductVariant/sku``.
    ///   - templateName: The template's ``ProductTemplate/name``.
    /// - Returns: One size per image, in the order of the template's spaces and layers.
    /// - Throws: `BinderyError` when the templates cannot be fetched;
    ///   ``GootenSDKError/invalidTemplate(templateName:)`` when the SKU has no template of that
    ///   name or the template has no image spaces.
    public func getRequiredImages(sku: String, templateName: String) async throws -> [RequiredImageSize] {
        try await getProductTemplates(sku: sku).requiredImageSizes(templateName: templateName)
    }
}
