import Foundation
import SpenDropModel
import SpenDropParser

/// `spendrop parse`: the parser alone, on OCR text from standard input.
enum ParseCommand: Command {
    static let name = "parse"
    static let summary = "Parse OCR text without an image."
    static let usage = "spendrop parse [--jsonl] [--explain]"
    static let options: [OptionSpec] = [
        .flag("--jsonl", "Each input line is a JSON screen {id, lines, boxes?, confidences?, now?}; one result each."),
        .flag("--explain", "Print why the payment won and why the runner-up lost, instead of the JSON."),
    ]
    static let discussion = """
        Plain: standard input is one OCR line per line; prints one ParseResult as JSON, or with --explain a readable
        account of the choice (amounts, roles, line numbers and evidence with their weights).
        Limits: a screen holds at most 500 lines of at most 1,000 characters; past them the input is rejected
        (exit 65), as OCR of a screenshot or receipt never comes near them. The first 1,000 amounts are weighed.
        --jsonl: prints one {"id": ..., <ParseResult fields>} line per input line, in order. A bad input line
        gets {"id": ..., "error": "..."} and the rest go on; the exit status is then 65.
        """

    static func run(_ arguments: Arguments, context: Context) async throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw CLIError.usage("parse reads standard input and takes no FILE arguments")
        }
        let parser = PaymentParser()
        if !arguments.has("--jsonl") {
            var lines: [OCRLine] = []
            while let line = readLine() { lines.append(OCRLine(line)) }
            let input = ParseInput(lines: lines, now: Date(), timeZone: context.timeZone)
            if let violation = input.limitViolation { throw CLIError.rejected("input not parsed: \(violation)") }
            let result = parser.parse(input)
            if arguments.has("--explain") {
                context.output.line(result.explanation())
            } else {
                try context.output.json(result)
            }
            return ExitStatus.ok
        }
        if arguments.has("--explain") {
            throw CLIError.usage("--explain reads one screen: use it without --jsonl")
        }
        var rejected = 0
        var number = 0
        while let line = readLine() {
            number += 1
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            switch ScreenLine.decode(line) {
            case .success(let screen):
                let input = ParseInput(lines: screen.ocrLines, now: screen.now ?? Date(), timeZone: context.timeZone)
                if let violation = input.limitViolation {
                    rejected += 1
                    context.output.line(try Output.encodeJSON(ScreenLine.Failure(id: screen.id, error: violation)))
                    continue
                }
                context.output.line(try ScreenLine.encode(id: screen.id, result: parser.parse(input)))
            case .failure(let failure):
                rejected += 1
                context.output.line(try Output.encodeJSON(failure))
            }
        }
        guard rejected == 0 else {
            throw CLIError.rejected("\(rejected) of \(number) input lines were rejected (see their \"error\" fields)")
        }
        return ExitStatus.ok
    }
}

/// One `--jsonl` input line.
struct ScreenLine: Decodable {
    /// The caller's id, echoed back as it came (string or number).
    var id: IDValue
    var lines: [String]
    var boxes: [NormalizedBox]?
    var confidences: [Double]?
    var nowText: String?

    enum CodingKeys: String, CodingKey {
        case id, lines, boxes, confidences
        case nowText = "now"
    }

    var now: Date? { nowText.flatMap(Self.parseDate) }

    var ocrLines: [OCRLine] {
        lines.enumerated().map { index, text in
            OCRLine(
                text, box: boxes.flatMap { index < $0.count ? $0[index] : nil },
                confidence: confidences.flatMap { index < $0.count ? $0[index] : nil })
        }
    }

    /// A rejected line: its id when it could be read, and why.
    struct Failure: Error, Encodable {
        var id: IDValue?
        var error: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(error, forKey: .error)
        }

        enum CodingKeys: String, CodingKey { case id, error }
    }

    static func decode(_ line: String) -> Result<ScreenLine, Failure> {
        let data = Data(line.utf8)
        let id = (try? JSONDecoder().decode(OnlyID.self, from: data))?.id
        let screen: ScreenLine
        do {
            screen = try JSONDecoder().decode(ScreenLine.self, from: data)
        } catch {
            return .failure(Failure(id: id, error: describe(error)))
        }
        if let boxes = screen.boxes, boxes.count != screen.lines.count {
            return .failure(Failure(id: id, error: "boxes must have one entry per line"))
        }
        if let confidences = screen.confidences, confidences.count != screen.lines.count {
            return .failure(Failure(id: id, error: "confidences must have one entry per line"))
        }
        if let text = screen.nowText, parseDate(text) == nil {
            return .failure(Failure(id: id, error: "now is not an ISO-8601 date and time"))
        }
        return .success(screen)
    }

    static func encode(id: IDValue, result: ParseResult) throws -> String {
        let body = try Output.encodeJSON(result)
        return "{\"id\":" + (try Output.encodeJSON(id)) + "," + body.dropFirst()
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing field '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        case DecodingError.dataCorrupted: "not valid JSON"
        default: "unreadable line"
        }
    }

    static func parseDate(_ text: String) -> Date? {
        let full = ISO8601DateFormatter()
        if let date = full.date(from: text) { return date }
        full.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return full.date(from: text)
    }

    private struct OnlyID: Decodable { var id: IDValue }
}

/// A JSON id kept as it came: a string or a number.
enum IDValue: Codable, Equatable, Sendable {
    case string(String)
    case number(Double)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            self = .number(try container.decode(Double.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 {
                try container.encode(Int64(number))
            } else {
                try container.encode(number)
            }
        }
    }
}
