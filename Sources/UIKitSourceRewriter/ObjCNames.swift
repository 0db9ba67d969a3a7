/// Objective-C selector names as Swift derives them from a method's Swift name.
enum ObjCNames {
    /// The selector of a method with `baseName` and argument labels (`nil` for `_`): no
    /// arguments, `base`; otherwise the first label joins the base name (after `With` unless
    /// it is a preposition) and each further label names a part, as in `tableView:didSelectRowAt:`.
    static func selector(baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var name = baseName
        if let first {
            name += prepositions.contains(first) ? capitalized(first) : "With" + capitalized(first)
        }
        name += ":"
        for label in labels.dropFirst() { name += (label ?? "") + ":" }
        return name
    }

    /// The getter of a property: its name.
    static func getter(_ property: String) -> String { property }

    /// The setter of a property: `setName:`.
    static func setter(_ property: String) -> String { "set" + capitalized(property) + ":" }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Labels joined to the base name without `With`.
    static let prepositions: Set<String> = [
        "about", "above", "across", "after", "against", "along", "alongside", "among", "around", "as", "at",
        "before", "behind", "below", "beneath", "beside", "besides", "between", "beyond", "by", "despite",
        "down", "during", "except", "for", "from", "in", "inside", "into", "like", "near", "of", "off", "on",
        "onto", "out", "outside", "over", "past", "since", "through", "throughout", "to", "toward", "towards",
        "under", "underneath", "until", "up", "upon", "via", "with", "within", "without",
    ]
}
