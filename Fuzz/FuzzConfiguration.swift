// libFuzzer target: `.tiplint.json` (the JSON reader and the configuration's
// validation). Every input gives a configuration or an error naming a line.
@testable import TipLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do throws(ConfigurationError) {
        _ = try Configuration.parse(bytes, path: ".tiplint.json", directory: "/project")
    } catch {
        precondition(error.position != nil, "error without a location: \(error)")
    }
    return 0
}
