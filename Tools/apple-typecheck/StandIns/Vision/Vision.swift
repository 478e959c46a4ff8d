// Stand-in for Vision: the text-recognition request SpenDrop uses, and the iOS 18 Swift API's `RecognizedText`,
// whose name clashes with any of ours once Vision is imported. Vision's classes are not marked Sendable.
@_exported import CoreGraphics
import Foundation

/// https://developer.apple.com/documentation/vision/vnconfidence
public typealias VNConfidence = Float

/// https://developer.apple.com/documentation/vision/vnrequest
open class VNRequest: NSObject {
    /// https://developer.apple.com/documentation/vision/vnrequest/cancel()
    open func cancel() {}
}

/// https://developer.apple.com/documentation/vision/vnimagebasedrequest
open class VNImageBasedRequest: VNRequest {}

/// https://developer.apple.com/documentation/vision/vnrequesttextrecognitionlevel
public enum VNRequestTextRecognitionLevel: Int, Sendable {
    case accurate = 0
    case fast = 1
}

/// https://developer.apple.com/documentation/vision/vnrecognizetextrequest
open class VNRecognizeTextRequest: VNImageBasedRequest {
    /// https://developer.apple.com/documentation/vision/vnrecognizetextrequest/recognitionlevel
    open var recognitionLevel: VNRequestTextRecognitionLevel = .accurate
    /// https://developer.apple.com/documentation/vision/vnrecognizetextrequest/useslanguagecorrection
    open var usesLanguageCorrection: Bool = true
    /// https://developer.apple.com/documentation/vision/vnrecognizetextrequest/recognitionlanguages
    open var recognitionLanguages: [String] = []
    /// https://developer.apple.com/documentation/vision/vnrecognizetextrequest/customwords
    open var customWords: [String] = []
    /// https://developer.apple.com/documentation/vision/vnrecognizetextrequest/minimumtextheight
    open var minimumTextHeight: Float = 0
    /// https://developer.apple.com/documentation/vision/vnrecognizetextrequest/supportedrecognitionlanguages()
    @available(iOS 15.0, macOS 12.0, *)
    open func supportedRecognitionLanguages() throws -> [String] { [] }
    /// https://developer.apple.com/documentation/vision/vnrecognizetextrequest/results
    open var results: [VNRecognizedTextObservation]? { nil }
    public override init() {}
}

/// https://developer.apple.com/documentation/vision/vnobservation
open class VNObservation: NSObject {
    /// https://developer.apple.com/documentation/vision/vnobservation/confidence
    open var confidence: VNConfidence { 0 }
}

/// https://developer.apple.com/documentation/vision/vndetectedobjectobservation
open class VNDetectedObjectObservation: VNObservation {
    /// Normalised, origin at the lower left.
    /// https://developer.apple.com/documentation/vision/vndetectedobjectobservation/boundingbox
    open var boundingBox: CGRect { .zero }
}

/// https://developer.apple.com/documentation/vision/vnrectangleobservation
open class VNRectangleObservation: VNDetectedObjectObservation {}

/// https://developer.apple.com/documentation/vision/vnrecognizedtextobservation
open class VNRecognizedTextObservation: VNRectangleObservation {
    /// https://developer.apple.com/documentation/vision/vnrecognizedtextobservation/topcandidates(_:)
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] { [] }
}

/// https://developer.apple.com/documentation/vision/vnrecognizedtext
open class VNRecognizedText: NSObject {
    /// https://developer.apple.com/documentation/vision/vnrecognizedtext/string
    open var string: String { "" }
    /// https://developer.apple.com/documentation/vision/vnrecognizedtext/confidence
    open var confidence: VNConfidence { 0 }
}

/// https://developer.apple.com/documentation/vision/vnimagerequesthandler
open class VNImageRequestHandler: NSObject {
    /// https://developer.apple.com/documentation/vision/vnimagerequesthandler/init(cgimage:options:)
    public init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {}
    /// https://developer.apple.com/documentation/vision/vnimagerequesthandler/perform(_:)
    open func perform(_ requests: [VNRequest]) throws {}
}

/// https://developer.apple.com/documentation/vision/vnimageoption
public struct VNImageOption: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// The iOS 18 Swift API's recognised string; its name is why SpenDrop's own type is `OCRText`.
/// https://developer.apple.com/documentation/vision/recognizedtext
@available(iOS 18.0, macOS 15.0, *)
public struct RecognizedText: Sendable, Hashable {
    /// https://developer.apple.com/documentation/vision/recognizedtext/string
    public let string: String
    /// https://developer.apple.com/documentation/vision/recognizedtext/confidence
    public let confidence: Float
}
