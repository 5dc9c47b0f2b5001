// libFuzzer target: the ignore-file reader (`.gitignore`, `.git/info/exclude`,
// `--exclude` globs): parsing and matching. Every input's lines are also
// matched as paths, so patterns meet text shaped like them.
@testable import TipLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIgnoreFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let list = IgnoreList(base: "/project", contents: bytes)
    var paths = ["/project/App/Home.swift", "/project/.build/x.swift", "/project/a/b/c/d.md", "/elsewhere/Home.swift"]
    for line in bytes.split(separator: UInt8(ascii: "\n")).prefix(16) {
        paths.append("/project/" + String(decoding: line, as: UTF8.self))
    }
    let stack = IgnoreStack().pushing(list).pushing(IgnoreList(base: "/project/App", contents: bytes))
    for path in paths {
        for isDirectory in [false, true] {
            _ = list.decision(for: path, isDirectory: isDirectory)
            _ = stack.isIgnored(path, isDirectory: isDirectory)
        }
    }
    return 0
}
