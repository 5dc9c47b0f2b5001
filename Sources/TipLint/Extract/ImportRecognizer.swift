import SwiftScan

/// `import M`, `@preconcurrency import M`, `@testable import M`, `@_exported import M`, `import struct M.X`:
/// every imported module, with its `#if` branch.
enum ImportRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        for statement in ImportStatement.all(in: parsed.file) {
            let index = statement.keyword
            facts.imports.append(
                ImportDeclaration(
                    module: statement.module, location: parsed.location(index), branch: parsed.branch(index),
                    isExported: parsed.is(index - 1, "@_exported")))
        }
    }
}

/// The simple names of the types and type aliases a file declares.
enum DeclaredTypeRecognizer {
    static func recognize(_ parsed: ParsedSwift, into facts: inout FileFacts) {
        var names: [String] = []
        for scope in parsed.scopes.scopes where scope.kind == .type && !scope.isExtension {
            if let name = scope.name { names.append(TypeName.simple(name)) }
        }
        for index in 0..<parsed.count where parsed.is(index, "typealias") && parsed.isIdentifier(index + 1) {
            names.append(parsed.text(index + 1))
        }
        facts.declaredTypes = names
    }
}
