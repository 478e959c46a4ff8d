import Foundation
import SpenDropModel
import SpenDropParser

/// libFuzzer entry point: any bytes as one screen's OCR text through the whole parser.
///
/// Lines are split at newlines; the first byte, when present, seeds made-up boxes and confidences so layout code
/// runs too. The parser must answer every input with a result whose invariants hold; a crash, a sanitizer report,
/// or an input slower than libFuzzer's timeout (the parser's work is linear in the input) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let seed = bytes[0]
    let text = String(decoding: UnsafeBufferPointer(start: bytes + 1, count: count - 1), as: UTF8.self)
    let raw = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lines: [OCRLine] = []
    for (index, line) in raw.enumerated() {
        let withLayout = seed & 1 == 1
        let y = Double(index % 50) / 50
        let x = Double((Int(seed) + index * 7) % 10) / 10
        let height = 0.01 + Double((Int(seed) >> 1 + index) % 8) / 100
        let box = withLayout ? NormalizedBox(x: x, y: y, width: 0.3, height: height) : nil
        let confidence = seed & 2 == 2 ? Double((Int(seed) + index) % 100) / 100 : nil
        lines.append(OCRLine(line, box: box, confidence: confidence))
    }
    let now = Date(timeIntervalSince1970: 1_780_000_000 + Double(seed) * 86_400)
    let result = PaymentParser().parse(ParseInput(lines: lines, now: now))
    // Invariants a consumer relies on.
    precondition(result.items.isEmpty || result.amount == nil, "a history has no single amount")
    if let amount = result.amount { precondition(amount.minorUnits > 0, "a payment is positive") }
    precondition(result.candidates.count <= ParseInput.maximumAmounts, "amounts past the limit were weighed")
    if let date = result.date { precondition(date.count == 10, "dates are YYYY-MM-DD") }
    _ = try? JSONEncoder().encode(result)
    return 0
}
