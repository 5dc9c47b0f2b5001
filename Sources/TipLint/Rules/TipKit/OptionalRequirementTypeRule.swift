struct OptionalRequirementTypeRule: Rule {
    static let description = RuleDescription(
        id: "optional_requirement_type", severity: .error, system: .tipKit,
        summary: "`var message: Text` or `var image: Image` (not optional) in a tip",
        details: """
            The `Tip` protocol requires `var message: Text?` and `var image: Image?`. A non-optional property of \
            the same name compiles, but it is a different member: TipKit reads the protocol's default (nil) and \
            the tip shows no message or image. Declare the optional type.
            """,
        triggering: [
            RuleExample(
                """
                import TipKit

                struct CompassTip: Tip {
                    var title: Text { Text("Compass") }
                    var ↓message: Text { Text("Calibrate it") }
                    var ↓image: Image { Image(systemName: "safari") }
                }
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                import TipKit

                struct MapTip: Tip {
                    var title: Text { Text("Map") }
                    var message: Text? { Text("Zoom in") }
                    var image: Optional<Image> { Image(systemName: "map") }
                }
                """)
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.tipKit.tips.flatMap { tip in
            tip.memberTypes.filter { !isOptional($0.type) }.map { member in
                let declaration = "var \(member.member): \(member.type)"
                return finding(
                    "`\(declaration)` in \(tip.name) is not the `\(member.type)?` requirement, so TipKit never reads it "
                        + "and the tip shows no \(member.member); declare `\(declaration)?`",
                    at: member.location, key: "\(tip.name).\(member.member)")
            }
        }
    }

    private func isOptional(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }
}
