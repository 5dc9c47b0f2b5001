#if canImport(Darwin)
import Foundation
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// This process's environment variables. On Linux read from `environ` directly: the Foundation
/// reading builds its dictionary through generic metadata looked up by name, a tenth of the
/// instructions `tiplint --version` runs.
public enum ProcessEnvironment {
    public static func current() -> [String: String] {
        #if canImport(Darwin)
        return ProcessInfo.processInfo.environment
        #else
        var variables: [String: String] = [:]
        var entry = environ
        while let text = entry.pointee {
            let line = String(cString: text)
            // `NAME=value`; an entry without `=` names nothing. The first of a repeated name is the one getenv finds.
            if let equals = line.utf8.firstIndex(of: UInt8(ascii: "=")), variables[String(line[..<equals])] == nil {
                variables[String(line[..<equals])] = String(line[line.utf8.index(after: equals)...])
            }
            entry += 1
        }
        return variables
        #endif
    }
}
