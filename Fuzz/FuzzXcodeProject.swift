// libFuzzer target: the Xcode project reader (`project.pbxproj` in the OpenStep property-list form) and the
// membership it gives: which of a few Swift files below the project no project builds.
@testable import TipLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeProject(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = OpenStepPropertyList.parse(bytes)
    let project = XcodeProjectMembership(path: "/app/App.xcodeproj/project.pbxproj", bytes: bytes)
    let files = ["App/Tips.swift", "App/Old/Tips.swift", "Kit/Sources/Kit/Kit.swift", "README.swift"].map {
        ResolvedPath(absolute: "/app/" + $0, display: $0)
    }
    _ = XcodeProjectMembership.unbuilt(
        files, projects: project.map { [$0] } ?? [],
        packageRoots: [ResolvedPath(absolute: "/app/Kit", display: "Kit")])
    return 0
}
