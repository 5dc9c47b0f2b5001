/// Written type names (`Outer.Inner`, `SwiftUI.View`): one home for reading their parts.
enum TypeName {
    /// The last of the name's non-empty dotted parts (`Outer.Inner` → `Inner`), as code refers to
    /// the type; the name itself when it has none.
    static func simple(_ name: String) -> String { name.lastNonEmptyPart(separatedBy: ".").map(String.init) ?? name }

    /// The text after the last `.`, without copying: equal for any two names `sameType` accepts.
    /// Unlike `simple`, `Foo.` gives an empty part (the lookups key by this one).
    static func lastComponent(_ name: String) -> Substring {
        name.afterLast(UInt8(ascii: "."))
    }

    /// Whether two written type names can denote one type: equal, or one is a
    /// dotted suffix of the other (`Outer.FavoriteTip` and `FavoriteTip`).
    static func sameType(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a == b || isDottedSuffix(b, of: a) || isDottedSuffix(a, of: b)
    }

    /// Whether `name` ends with `.` + `suffix`, compared byte by byte without
    /// building the dotted string.
    private static func isDottedSuffix(_ suffix: String, of name: String) -> Bool {
        let name = name.utf8, suffix = suffix.utf8
        guard name.count > suffix.count else { return false }
        let start = name.index(name.endIndex, offsetBy: -suffix.count)
        return name[name.index(before: start)] == UInt8(ascii: ".") && name[start...].elementsEqual(suffix)
    }
}
