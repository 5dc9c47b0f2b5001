import SwiftScan

/// `tiplint tokens FILE`: the token dump the spec defines, of one Swift file.
public enum TokenListing {
    /// The dump of the file at `path`; a missing, unreadable or non-UTF-8 file is a failure.
    public static func render(_ path: String) throws(CommandError) -> String {
        switch FileSystem.kind(of: path, followLinks: true) {
        case nil: throw .failure("\(path): no such file")
        case .directory: throw .failure("\(path): is a directory, not a Swift file")
        default: break
        }
        let bytes: [UInt8]
        switch FileReader.read(path, limit: FileReader.sourceLimit) {
        case .bytes(let contents): bytes = contents
        case .failure(let reason): throw .failure("\(path): cannot read: \(reason)")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw .failure("\(path): not valid UTF-8")
        }
        return TokenDump.render(SourceFile(path: path, bytes: bytes))
    }
}
