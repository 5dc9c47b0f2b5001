import Foundation
import TipLint

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
exit(TipLintCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), console: console))
