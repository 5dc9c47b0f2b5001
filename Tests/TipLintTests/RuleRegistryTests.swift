import Foundation
import XCTest

@testable import TipLint

/// The registry is complete and agrees with the contract: every rule type is
/// registered, each has examples of both kinds, and each has the contract's
/// default severity.
final class RuleRegistryTests: XCTestCase {
    /// The contract's Rules tables (id → default severity), every rule of every system.
    private static let contractSeverities: [String: Severity] = [
        // TipKit, from code alone
        "missing_import": .error, "configure_missing": .error, "configure_duplicate": .error,
        "configure_in_view_lifecycle": .warning, "reset_after_configure": .error, "testing_api_in_release": .error,
        "beta_api": .error, "optional_requirement_type": .error, "event_never_donated": .error,
        "event_unused": .warning, "event_duplicate_id": .error, "tip_duplicate_id": .error,
        "tip_never_displayed": .warning, "tip_never_invalidated": .note, "tip_in_loop": .warning,
        "multiple_popover_tips": .warning, "tip_anchored_twice": .warning, "tip_display_preview_only": .warning,
        "parameter_never_set": .warning, "rule_parameter_missing_dollar": .error, "tip_copy_length": .warning,
        "tip_id_unstable": .error, "parameter_toggled": .warning, "invalidate_in_unused_action_handler": .warning,
        "tip_observation_not_cancelled": .warning, "tip_invalidated_on_appear": .warning,
        // TipKit against the plan
        "plan_tip_count": .error, "plan_tip_missing": .error, "plan_tip_unplanned": .warning,
        "plan_event_mismatch": .error, "plan_copy_mismatch": .warning, "plan_file_missing": .error,
        "plan_display_missing": .error, "plan_donation_missing": .error, "plan_import_missing": .error,
        "plan_configure_mismatch": .error, "plan_inconsistent": .warning, "plan_unread": .note,
        "plan_event_unplanned": .error, "plan_donation_unplanned": .warning, "plan_reading_stale": .note,
        // Tooltip manager
        "tooltip_duplicate_id": .error, "tooltip_id_style": .warning, "tooltip_copy_length": .warning,
        "tooltip_overlay_missing": .error, "tooltip_reset_in_release": .error, "tooltip_manager_not_provided": .error,
        // TutorialKit
        "tutorial_target_not_captured": .error, "tutorial_element_undeclared": .error,
        "tutorial_element_unused": .warning, "tutorial_element_duplicate_id": .error,
        "tutorial_trigger_unhandled": .error, "tutorial_trigger_unused": .warning,
        "tutorial_blur_duplicate_bit": .error, "tutorial_blur_unapplied": .warning,
        "tutorial_overlay_missing": .warning, "tutorial_not_attached": .error,
        // General
        "lex_error": .warning, "unreadable_file": .warning, "invalid_suppression": .warning,
    ]

    /// Contract rules not written yet (another change adds each, with its examples).
    private static let notYetRegistered: Set<String> = []

    private static let rulesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/TipLint/Rules")

    /// The names of the types declared `: Rule` (alone or among other
    /// conformances) in the Swift files under `Sources/TipLint/Rules`.
    private func declaredRuleTypes() throws -> Set<String> {
        let declaration = try NSRegularExpression(
            pattern:
                #"^\s*(?:(?:public|internal|private|fileprivate|final)\s+)*(?:struct|class|enum|actor|extension)\s+(\w+)\s*:\s*([^{]*)\{"#,
            options: [.anchorsMatchLines])
        var names = Set<String>()
        let files = FileManager.default.enumerator(at: Self.rulesDirectory, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in declaration.matches(in: text, range: range) {
                let conformances = text[Range(match.range(at: 2), in: text)!].split(separator: ",")
                    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                if !Set(conformances).isDisjoint(with: ["Rule", "FixableRule"]) {
                    names.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        return names
    }

    func testEveryRuleTypeUnderRulesIsRegisteredOnce() throws {
        let declared = try declaredRuleTypes()
        XCTAssertGreaterThan(declared.count, 40, "the scan finds the rule types")
        let registered = RuleRegistry.rules.map { String(describing: type(of: $0)) }
        XCTAssertEqual(registered.count, Set(registered).count, "a rule registered twice: \(registered)")
        XCTAssertEqual(declared.subtracting(registered).sorted(), [], "rule types missing from their area's list")
        XCTAssertEqual(
            Set(registered).subtracting(declared).sorted(), [],
            "registered rules not declared under Sources/TipLint/Rules")
    }

    func testRuleIdsAreUniqueLowerSnakeCase() {
        let ids = RuleRegistry.descriptions.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count)
        for id in ids {
            XCTAssertTrue(id.allSatisfy { $0.isLowercase || $0 == "_" } && !id.hasPrefix("_") && !id.hasSuffix("_"), id)
        }
    }

    func testEveryRuleHasTheContractSeverity() {
        let registered = Dictionary(uniqueKeysWithValues: RuleRegistry.descriptions.map { ($0.id, $0.severity) })
        for (id, severity) in registered {
            XCTAssertEqual(severity, Self.contractSeverities[id], "\(id): not the contract's default severity")
        }
        let missing = Set(Self.contractSeverities.keys).subtracting(registered.keys)
        XCTAssertEqual(
            missing, Self.notYetRegistered.subtracting(registered.keys),
            "contract rules not registered (or registered now: take them off notYetRegistered)")
        XCTAssertEqual(
            Self.notYetRegistered.intersection(registered.keys), [],
            "registered now: take them off notYetRegistered")
    }

    func testEveryRuleHasExamplesOfBothKinds() {
        for rule in RuleRegistry.descriptions {
            XCTAssertFalse(rule.summary.isEmpty || rule.details.isEmpty, "\(rule.id) lacks its summary or rationale")
            XCTAssertFalse(rule.triggering.isEmpty, "\(rule.id) has no triggering example")
            XCTAssertFalse(rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    /// The systems and plan needs the contract's tables group the rules by.
    func testPlanRulesNeedAPlanAndTheOthersDoNot() {
        for rule in RuleRegistry.descriptions {
            XCTAssertEqual(rule.needsPlan, rule.id.hasPrefix("plan_"), rule.id)
            if rule.needsPlan { XCTAssertEqual(rule.system, .tipKit, rule.id) }
        }
    }
}
