// TokenizeBenchmark FILE-LIST
//
// Reads every file named in FILE-LIST (one path per line) into memory, then
// tokenizes them all on one thread, several times, and prints the best run:
// bytes, tokens, seconds and MB/s, by the wall clock and by the thread's CPU
// time (the latter holds steady when other work shares the machine).
import Foundation
import SwiftScan

guard CommandLine.arguments.count == 2,
      let list = try? String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8) else {
    FileHandle.standardError.write("usage: TokenizeBenchmark FILE-LIST\n".data(using: .utf8)!)
    exit(2)
}
let contents: [[UInt8]] = list.split(separator: "\n").compactMap { path in
    FileManager.default.contents(atPath: String(path)).map { [UInt8]($0) }
}
let totalBytes = contents.reduce(0) { $0 + $1.count }

func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

var bestWall = Double.infinity
var bestCPU = Double.infinity
var tokenCount = 0
for _ in 0..<5 {
    let wallStart = DispatchTime.now().uptimeNanoseconds
    let cpuStart = threadCPUSeconds()
    var tokens = 0
    for bytes in contents {
        tokens += SourceFile(path: "", bytes: bytes).tokens.count
    }
    bestCPU = min(bestCPU, threadCPUSeconds() - cpuStart)
    bestWall = min(bestWall, Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9)
    tokenCount = tokens
}
let megabytes = Double(totalBytes) / 1_000_000
print(String(format: "files %d  bytes %d  tokens %d  seconds %.3f  MB/s %.1f  cpu-seconds %.3f  cpu-MB/s %.1f",
             contents.count, totalBytes, tokenCount, bestWall, megabytes / bestWall, bestCPU, megabytes / bestCPU))
