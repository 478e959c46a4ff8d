/// A flag or option a command accepts.
struct OptionSpec: Sendable {
    /// The long name with its dashes, `--json`.
    let name: String
    /// Whether it takes a value (`--limit 5` or `--limit=5`).
    let takesValue: Bool
    /// Value placeholder and one line of help, for `--help`.
    let help: String

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: false, help: help)
    }

    static func value(_ name: String, _ placeholder: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name + " " + placeholder, takesValue: true, help: help)
    }

    /// The bare option name without the placeholder.
    var key: String { String(name.split(separator: " ").first ?? "") }
}

/// The words after the command name, split into flags, option values and positional arguments.
struct Arguments: Sendable {
    private(set) var flags: Set<String> = []
    private(set) var values: [String: [String]] = [:]
    private(set) var positionals: [String] = []

    /// Parses `words` against `specs`; an unknown option or a missing value is a usage error.
    init(_ words: [String], specs: [OptionSpec], command: String) throws(CLIError) {
        let byKey = Dictionary(specs.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            var key = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                key = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            guard let spec = byKey[key] else {
                throw CLIError.usage("unknown option '\(key)' for '\(command)' (see 'spendrop \(command) --help')")
            }
            if spec.takesValue {
                if let inlineValue {
                    values[key, default: []].append(inlineValue)
                } else if index < words.count {
                    values[key, default: []].append(words[index])
                    index += 1
                } else {
                    throw CLIError.usage("option '\(key)' needs a value (see 'spendrop \(command) --help')")
                }
            } else {
                guard inlineValue == nil else { throw CLIError.usage("option '\(key)' takes no value") }
                flags.insert(key)
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The last value given for an option.
    func value(_ key: String) -> String? { values[key]?.last }

    /// An integer option within `range`, or a usage error naming the option.
    func integer(_ key: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = value(key) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw CLIError.usage("option '\(key)' takes a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A value restricted to `choices`, or a usage error listing them.
    func choice(_ key: String, from choices: [String]) throws(CLIError) -> String? {
        guard let text = value(key) else { return nil }
        guard choices.contains(text) else {
            throw CLIError.usage("option '\(key)' takes one of: \(choices.joined(separator: ", "))")
        }
        return text
    }
}
