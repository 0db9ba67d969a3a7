// seeds/004, "programmatic constraints" and "programmatic controls": the notes' fragments, as written,
// in the `loadView()` of the map controller they belong to (its segmented control made as the chapter
// makes it), except `@objc` on `mapTypeChanged(_:)`, which `#selector` needs on iOS too.
import UIKit
import MapKit

enum MapTypesSample {
    class MapViewController: UIViewController {
        var mapView: MKMapView!

        override func loadView() {
            // Create a map view
            mapView = MKMapView()
            // Set it as *the* view of this view controller
            view = mapView

            let segmentedControl = UISegmentedControl(items: ["Standard", "Hybrid", "Satellite"])
            segmentedControl.selectedSegmentIndex = 0
            segmentedControl.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(segmentedControl)

            let topConstraint
            = segmentedControl.topAnchor.constraint(equalTo: view.topAnchor)
            let leadingConstraint
            = segmentedControl.leadingAnchor.constraint(equalTo: view.leadingAnchor)
            let trailingConstraint
            = segmentedControl.trailingAnchor.constraint(equalTo: view.trailingAnchor)

            topConstraint.isActive = true
            leadingConstraint.isActive = true
            trailingConstraint.isActive = true

            segmentedControl.addTarget(self,
            action: #selector(MapViewController.mapTypeChanged(_:)),
            for: .valueChanged)
        }

        @objc func mapTypeChanged(_ segControl: UISegmentedControl) {
         switch segControl.selectedSegmentIndex {
         case 0:
        mapView.mapType = .standard
         case 1:
        mapView.mapType = .hybrid
         case 2:
        mapView.mapType = .satellite
         default:
        break
         }
        }
    }
}
