// TokenCompare DIR [--show N]
//
// For every .swift file under DIR: tokenizes it with SwiftScan and parses it
// with swift-syntax, maps swift-syntax's tokens to SwiftScan's kinds, and
// compares boundaries and kinds. Prints the agreement, the first differences
// of failing files, and SwiftScan's diagnostics.
import Foundation
import SwiftScan

var arguments = Array(CommandLine.arguments.dropFirst())
var show = 20
if let flag = arguments.firstIndex(of: "--show"), flag + 1 < arguments.count {
    show = Int(arguments[flag + 1]) ?? show
    arguments.removeSubrange(flag...(flag + 1))
}
guard let root = arguments.first else {
    FileHandle.standardError.write("usage: TokenCompare DIR [--show N]\n".data(using: .utf8)!)
    exit(2)
}

let files = swiftFiles(under: root)
let started = Date()

/// What comparing one file found.
struct FileResult {
    var agrees = true
    /// Whether swift-syntax parsed the file without errors.
    var parsedCleanly = true
    var difference: String?
    var diagnostics: [String] = []
}

func compare(_ path: String) -> FileResult {
    guard let data = FileManager.default.contents(atPath: path) else { return FileResult() }
    let bytes = [UInt8](data)
    let file = SourceFile(path: path, bytes: bytes)
    var result = FileResult()
    result.diagnostics = file.diagnostics.map { "\(path):\($0.line):\($0.column): \($0.message)" }
    var unexpectedTrivia: [Range<Int>] = []
    let theirs = referenceLexemes(bytes, parsedCleanly: &result.parsedCleanly, unexpectedTrivia: &unexpectedTrivia)
    let ours = droppingTriviaErrors(
        file.tokens.map { Lexeme(kind: $0.kind.dumpName, start: Int($0.start), end: Int($0.end)) }, unexpectedTrivia)
    if ours != theirs {
        result.agrees = false
        result.difference =
            firstDifference(path: path, bytes: bytes, ours: ours, theirs: theirs)
            + (result.parsedCleanly ? "" : "\n  (swift-syntax recovered from parse errors in this file)")
    }
    return result
}

// Files are independent: compare them on every core.
let results = UnsafeMutableBufferPointer<FileResult>.allocate(capacity: files.count)
results.initialize(repeating: FileResult())
DispatchQueue.concurrentPerform(iterations: files.count) { index in
    results[index] = compare(files[index])
}

var agreeing = 0
var shown = 0
var diagnosticCount = 0
var failing: [String] = []
var failingClean = 0
var clean = 0
for (path, result) in zip(files, results) {
    for diagnostic in result.diagnostics {
        if diagnosticCount < show { print("diagnostic: \(diagnostic)") }
        diagnosticCount += 1
    }
    if result.parsedCleanly { clean += 1 }
    if result.agrees {
        agreeing += 1
    } else {
        failing.append(path)
        if result.parsedCleanly { failingClean += 1 }
        if shown < show, let difference = result.difference {
            shown += 1
            print(difference)
        }
    }
}

let percent = files.isEmpty ? 100 : Double(agreeing) * 100 / Double(files.count)
print(
    String(
        format: "%d of %d files agree (%.3f%%); %d SwiftScan diagnostics; %.1f s",
        agreeing, files.count, percent, diagnosticCount, Date().timeIntervalSince(started)))
print("\(clean) files parse without errors; \(failing.count - failingClean) of the failing files have parse errors")
if !failing.isEmpty {
    print("failing files:")
    for path in failing.prefix(200) { print("  \(path)") }
}

/// A character Swift does not allow (a stray control character, NUL, invalid
/// UTF-8, an en dash) is unexpected text in trivia to swift-syntax and an
/// `error` token to SwiftScan; both diagnose it. SwiftScan's error tokens
/// inside such trivia are that difference, so they are left out.
func droppingTriviaErrors(_ ours: [Lexeme], _ unexpectedTrivia: [Range<Int>]) -> [Lexeme] {
    guard !unexpectedTrivia.isEmpty else { return ours }
    var result: [Lexeme] = []
    var next = 0
    for lexeme in ours {
        guard lexeme.kind == "error" else {
            result.append(lexeme)
            continue
        }
        while next < unexpectedTrivia.count, unexpectedTrivia[next].upperBound <= lexeme.start { next += 1 }
        let inTrivia =
            next < unexpectedTrivia.count && unexpectedTrivia[next].lowerBound <= lexeme.start
            && lexeme.end <= unexpectedTrivia[next].upperBound
        if !inTrivia { result.append(lexeme) }
    }
    return result
}

func swiftFiles(under root: String) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { return [] }
    if !isDirectory.boolValue { return [root] }
    var result: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(".swift") {
            let path = (root as NSString).appendingPathComponent(relative)
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue {
                result.append(path)
            }
        }
    }
    return result.sorted()
}

func firstDifference(path: String, bytes: [UInt8], ours: [Lexeme], theirs: [Lexeme]) -> String {
    var index = 0
    while index < ours.count, index < theirs.count, ours[index] == theirs[index] { index += 1 }
    func describe(_ lexemes: [Lexeme]) -> String {
        lexemes[max(0, index - 2)..<min(lexemes.count, index + 3)].map { lexeme in
            let text = String(decoding: bytes[lexeme.start..<min(lexeme.end, lexeme.start + 60)], as: UTF8.self)
            let marker = lexeme.start == (index < lexemes.count ? lexemes[index].start : -1) ? ">" : " "
            return "   \(marker) \(lineColumn(bytes, lexeme.start)) \(lexeme.kind) \(text.debugDescription)"
        }.joined(separator: "\n")
    }
    return "\(path)\n  SwiftScan:\n\(describe(ours))\n  swift-syntax:\n\(describe(theirs))"
}

func lineColumn(_ bytes: [UInt8], _ offset: Int) -> String {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
    }
    return "\(line):\(offset - lineStart + 1)"
}
