/// Replaced when SwiftScan's TokenDump lands in main.
enum TokensCommand {
    static func run(path: String, console: Console) throws(CommandError) -> Int32 {
        throw .failure("tokens: waiting for the tokenizer")
    }
}
