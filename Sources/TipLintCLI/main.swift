import TipLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if os(Linux)
// The Swift runtime reads the command line from /proc/self/cmdline: without /proc (a bare chroot or
// container) it would stop with an illegal instruction and no word, so say what is missing first.
if access("/proc/self/cmdline", R_OK) != 0 {
    let message =
        "tiplint: error: /proc is not mounted, and the Swift runtime reads the command line from "
        + "/proc/self/cmdline; mount it (mount -t proc proc /proc) or run tiplint where it is\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
#endif

let console = Console.standard()
// Swift repairs invalid UTF-8 in arguments; a file name so repaired names no file.
if let index = (1..<Int(CommandLine.argc)).first(where: {
    String(validatingCString: CommandLine.unsafeArgv[$0]!) == nil
}) {
    console.error(
        "tiplint: error: \(TerminalText.sanitized(CommandLine.arguments[index])): "
            + "not valid UTF-8; tiplint reads only UTF-8 file names\n")
    exit(2)
}
// The process ends with the command: the OS reclaims its models faster than freeing them would.
ModelsKeptUntilExit.isEnabled = true
exit(TipLintCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), console: console))
