import SwiftScan

/// An `import` statement as its tokens spell it: the one reading of import lines that extraction
/// (`ImportRecognizer`) and `--fix` (`ImportFixer`) share, so both agree on what a file imports.
struct ImportStatement {
    /// Token index of the `import` keyword.
    var keyword: Int
    /// The imported module: `M` in `import M`, `import M.Sub` and `import struct M.T`.
    var module: String
    /// Line of the statement's last token (`Sub` in `import M.Sub`).
    var endLine: Int

    /// `import M`, `import M.Sub`, `import struct M.T`, with or without attributes, in file order.
    static func all(in file: SourceFile) -> [ImportStatement] {
        let tokens = file.tokens
        var result: [ImportStatement] = []
        for index in tokens.indices where tokens[index].kind == .keyword && file.token(tokens[index], is: "import") {
            var next = index + 1
            if next < tokens.count,
                tokens[next].kind == .keyword && !file.token(tokens[next], is: "import")
                    || file.token(tokens[next], is: "actor")
            {
                next += 1 // the kind in `import struct M.T`
            }
            guard next < tokens.count, tokens[next].kind == .identifier else { continue }
            var last = next
            while last + 2 < tokens.count, file.token(tokens[last + 1], is: "."),
                tokens[last + 2].kind == .identifier || tokens[last + 2].kind == .keyword
                    || tokens[last + 2].kind == .operator
            {
                last += 2
            }
            result.append(ImportStatement(keyword: index, module: file.text(next), endLine: Int(tokens[last].line)))
        }
        return result
    }
}
