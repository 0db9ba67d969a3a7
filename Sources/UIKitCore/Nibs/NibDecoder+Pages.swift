import Foundation

/// What Interface Builder writes for a page view controller: the settings
/// `UIPageViewController(transitionStyle:navigationOrientation:options:)` takes, which its
/// `init?(coder:)` reads first.
extension NibDecoder {
    struct PageSettings {
        var transitionStyle: UIPageViewController.TransitionStyle = .scroll
        var navigationOrientation: UIPageViewController.NavigationOrientation = .horizontal
        var spineLocation: UIPageViewController.SpineLocation?
        var pageSpacing: CGFloat?
    }

    /// `<pageViewController transitionStyle="pageCurl" navigationOrientation="vertical"
    /// spineLocation="mid" pageSpacing="8">`; `nil` for a coder that is not a storyboard's.
    @MainActor static func pageSettings(_ coder: NSCoder) -> PageSettings? {
        guard let decoder = coder as? NibDecoder else { return nil }
        let element = decoder.element
        var settings = PageSettings()
        if element["transitionStyle"] == "pageCurl" { settings.transitionStyle = .pageCurl }
        if element["navigationOrientation"] == "vertical" { settings.navigationOrientation = .vertical }
        settings.spineLocation = switch element["spineLocation"] {
        case "none": UIPageViewController.SpineLocation.none
        case "min": .min
        case "mid": .mid
        case "max": .max
        default: nil
        }
        settings.pageSpacing = element.number("pageSpacing").map { CGFloat($0) }
        return settings
    }
}
