// libFuzzer target: one file through every extractor, as `tiplint lint`
// analyses it (tokenize, structure, scopes, TipKit, tooltip, TutorialKit).
@testable import TipLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExtractors(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = Extraction.facts(path: "Fuzz.swift", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
