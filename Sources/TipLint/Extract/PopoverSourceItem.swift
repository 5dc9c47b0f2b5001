import SwiftScan

/// Whether a `TipUIPopoverViewController(tip, sourceItem: x)` points at a control the user acts on:
/// `x` is declared as (or built as) a `UIBarButtonItem`, `UIButton` or other `UIControl`, or its name
/// says it is one (`addButton`, `addBtn`, `navigationItem.rightBarButtonItem`). A cell, a plain view or an
/// untyped source item is not: such a tip may only inform.
enum PopoverSourceItem {
    private static let controls: Set<Substring> = [
        "UIBarButtonItem", "UIButton", "UIControl", "UISwitch", "UISegmentedControl", "UISlider", "UIStepper",
        "UITextField", "UIDatePicker", "UIColorWell", "UIPageControl",
    ]

    /// `btn`, `addBtn`, `btnAdd`, `saveBtn`: the short form UIKit code often names buttons by.
    private static func isShortButtonName(_ name: String) -> Bool {
        name == "btn" || name.hasSuffix("Btn")
            || (name.hasPrefix("btn") && name.dropFirst(3).first.map { $0.isUppercase || $0 == "_" } == true)
    }

    /// The value of the call's `sourceItem:` argument.
    static func sourceItem(ofCallAt open: Int, in parsed: ParsedSwift) -> Range<Int>? {
        parsed.arguments(ofCallAt: open).first(where: { $0.label == "sourceItem" })?.valueRange
    }

    /// Whether the value in `item`, read at the call `open`, is a control by its name or its type.
    static func isControl(_ item: Range<Int>, at open: Int, resolver: TipResolver) -> Bool {
        let parsed = resolver.parsed
        guard let names = resolver.referenceNames(spanning: item), let last = names.last else { return false }
        let name = parsed.text(last)
        if name.hasSuffix("Button") || name.hasSuffix("ButtonItem") || name == "button" || isShortButtonName(name) {
            return true
        }
        guard names.count == 1, let binding = parsed.bindings.lookup(name, at: open, in: parsed) else { return false }
        let type =
            binding.annotatedType
            ?? binding.initializer.flatMap { resolver.constructedType(in: $0..<resolver.expressionEnd(from: $0)) }
        return type.map { controls.contains(TypeName.lastComponent($0)) } ?? false
    }
}
