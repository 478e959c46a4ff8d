/// A rectangle in normalised image coordinates (0–1), origin at the top left.
public struct NormalizedBox: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minY: Double { y }
    public var maxY: Double { y + height }
    public var midY: Double { y + height / 2 }
    public var maxX: Double { x + width }

    /// Encoded as `[x, y, w, h]`, the contract's box form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
        try container.encode(width)
        try container.encode(height)
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Double.self)
        y = try container.decode(Double.self)
        width = try container.decode(Double.self)
        height = try container.decode(Double.self)
    }
}

/// One recognised line of text: what OCR hands the parser.
public struct OCRLine: Hashable, Sendable, Codable {
    public var text: String
    /// Where the line sits, when the recogniser reports it.
    public var box: NormalizedBox?
    /// The recogniser's confidence, 0–1, when it reports one.
    public var confidence: Double?

    public init(_ text: String, box: NormalizedBox? = nil, confidence: Double? = nil) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }
}
