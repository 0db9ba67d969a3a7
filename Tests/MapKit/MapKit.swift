// A stand-in for MapKit, for the seeds' map samples only (Tests/SeedSampleTests): a view that
// keeps its map type and draws it as a colour. It is no map and no product of the package.
import UIKit

/// The type of map to display.
public enum MKMapType: UInt, Sendable {
    case standard = 0
    case satellite = 1
    case hybrid = 2
    case satelliteFlyover = 3
    case hybridFlyover = 4
    case mutedStandard = 5
}

/// A view that stands in for a map: its background shows the map type.
open class MKMapView: UIView {
    /// The type of data the map displays.
    open var mapType: MKMapType = .standard {
        didSet { backgroundColor = Self.color(for: mapType) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.color(for: mapType)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private static func color(for type: MKMapType) -> UIColor {
        switch type {
        case .standard, .mutedStandard: UIColor(red: 0.93, green: 0.91, blue: 0.86, alpha: 1)
        case .satellite, .satelliteFlyover: UIColor(red: 0.16, green: 0.25, blue: 0.17, alpha: 1)
        case .hybrid, .hybridFlyover: UIColor(red: 0.3, green: 0.35, blue: 0.28, alpha: 1)
        }
    }
}
