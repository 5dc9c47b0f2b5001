import Foundation

exit(TipLintCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), console: .standard()))
