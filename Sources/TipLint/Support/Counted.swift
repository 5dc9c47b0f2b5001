/// `1 error`, `2 warnings`: a count and its noun, pluralised, for the lines tiplint prints.
public func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
