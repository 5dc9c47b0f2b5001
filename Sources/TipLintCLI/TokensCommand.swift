import SwiftScan

/// `tiplint tokens FILE`: the token dump the spec defines.
enum TokensCommand {
    static func run(path: String, console: Console) throws(CommandError) -> Int32 {
        switch FileSystem.kind(of: path, followLinks: true) {
        case nil: throw .failure("\(path): no such file")
        case .directory: throw .failure("\(path): is a directory, not a Swift file")
        default: break
        }
        guard let bytes = FileSystem.contents(of: path) else {
            throw .failure("\(path): cannot read: \(FileSystem.lastError())")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .failure("\(path): not valid UTF-8")
        }
        console.output(TokenDump.render(SourceFile(path: path, bytes: bytes)))
        return 0
    }
}
