// TokenizeBenchmark FILE-LIST
//
// Reads every file named in FILE-LIST (one path per line) into memory, then
// tokenizes them all on one thread, several times, and prints the best run:
// bytes, tokens, seconds and MB/s, by the wall clock and by the thread's CPU
// time (the latter holds steady when other work shares the machine).
//
// Then the same for `LexScreen` (the quick proof that a file lexes without a
// diagnostic): how many files it clears, and a check that it never clears a
// file the lexer diagnoses (exit 1 naming the file if it does).
import Foundation
import SwiftScan

guard CommandLine.arguments.count == 2,
    let list = try? String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
else {
    FileHandle.standardError.write("usage: TokenizeBenchmark FILE-LIST\n".data(using: .utf8)!)
    exit(2)
}
let files: [(path: String, bytes: [UInt8])] = list.split(separator: "\n").compactMap { line in
    let path = String(line)
    return FileManager.default.contents(atPath: path).map { (path, [UInt8]($0)) }
}
let contents = files.map(\.bytes)
let totalBytes = contents.reduce(0) { $0 + $1.count }

func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The best of five runs of `work` over every file: wall and thread CPU seconds, and its count.
func bestOfFive(_ work: ([UInt8]) -> Int) -> (wall: Double, cpu: Double, count: Int) {
    var best = (wall: Double.infinity, cpu: Double.infinity, count: 0)
    for _ in 0..<5 {
        let wallStart = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUSeconds()
        let count = contents.reduce(0) { $0 + work($1) }
        best.cpu = min(best.cpu, threadCPUSeconds() - cpuStart)
        best.wall = min(best.wall, Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9)
        best.count = count
    }
    return best
}

let megabytes = Double(totalBytes) / 1_000_000
let tokenize = bestOfFive { SourceFile(path: "", bytes: $0).tokens.count }
print(
    String(
        format: "files %d  bytes %d  tokens %d  seconds %.3f  MB/s %.1f  cpu-seconds %.3f  cpu-MB/s %.1f",
        contents.count, totalBytes, tokenize.count, tokenize.wall, megabytes / tokenize.wall,
        tokenize.cpu, megabytes / tokenize.cpu))

let screen = bestOfFive { LexScreen.provesClean($0) ? 1 : 0 }
print(
    String(
        format: "screen: cleared %d of %d files  seconds %.3f  MB/s %.1f  cpu-seconds %.3f  cpu-MB/s %.1f",
        screen.count, contents.count, screen.wall, megabytes / screen.wall, screen.cpu, megabytes / screen.cpu))
for (path, bytes) in files where LexScreen.provesClean(bytes) {
    let diagnostics = SourceFile(path: path, bytes: bytes).diagnostics
    if let first = diagnostics.first {
        print("screen cleared \(path), but the lexer reports \(first.line):\(first.column): \(first.message)")
        exit(1)
    }
}
