import Foundation

/// The four appearances a bar or an item may set (standard, compact, and each at the scroll
/// edge), and how a bar picks the one it shows.
@MainActor
struct BarAppearances<Appearance: UIBarAppearance> {
    var standard: Appearance?
    var compact: Appearance?
    var scrollEdge: Appearance?
    var compactScrollEdge: Appearance?

    var all: [Appearance] { [standard, compact, scrollEdge, compactScrollEdge].compactMap { $0 } }
}

extension UIBarAppearance {
    /// The appearance a bar shows, from the item's appearances (the top navigation item's, a
    /// tab's), then the bar's, then the bar's standard one: at the scroll edge with no scroll
    /// edge appearance set, the standard one with a transparent background.
    @MainActor
    static func resolve<Appearance: UIBarAppearance>(item: BarAppearances<Appearance>?, bar: BarAppearances<Appearance>,
                                                     standard: Appearance, compact: Bool, atScrollEdge: Bool) -> Appearance {
        let shown = resolveShown(item: item, bar: bar, standard: standard, compact: compact, atScrollEdge: atScrollEdge)
        return shown.clearsBackground ? shown.appearance.withTransparentBackground() : shown.appearance
    }

    /// What `resolve` gives, without copying the standard appearance to clear its background:
    /// the appearance, and whether the bar shows it with a transparent background. A bar draws
    /// from this as it lays out, and its other properties are the copy's.
    @MainActor
    static func resolveShown<Appearance: UIBarAppearance>(item: BarAppearances<Appearance>?, bar: BarAppearances<Appearance>,
                                                          standard: Appearance, compact: Bool,
                                                          atScrollEdge: Bool) -> (appearance: Appearance, clearsBackground: Bool) {
        if atScrollEdge {
            if compact, let found = item?.compactScrollEdge ?? bar.compactScrollEdge { return (found, false) }
            if let found = item?.scrollEdge ?? bar.scrollEdge { return (found, false) }
        }
        let plain = (compact ? item?.compact ?? bar.compact : nil) ?? item?.standard ?? standard
        return (plain, atScrollEdge)
    }
}

extension BarAppearances {
    /// The standard appearance, made (a copy of `template`, observed by `observer`) when first
    /// asked for: a bar gives out its own, which the app may change.
    mutating func standard(copying template: Appearance, observedBy observer: any BarAppearanceObserving) -> Appearance {
        if let standard { return standard }
        let made = template.duplicate()
        made.observer = observer
        standard = made
        return made
    }

    /// A copy of the app's appearance, observed by the bar or item that keeps it.
    static func adopted(_ appearance: Appearance, by observer: any BarAppearanceObserving) -> Appearance {
        let copy = appearance.duplicate()
        copy.observer = observer
        return copy
    }
}

extension UIBarAppearance {
    /// What a bar's legacy `isTranslucent` writes: a blur, or an opaque background (the
    /// system background unless the appearance has a color).
    func setTranslucent(_ translucent: Bool) {
        if translucent {
            backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        } else {
            backgroundEffect = nil
            if backgroundColor == nil { backgroundColor = .systemBackground }
        }
    }
}
