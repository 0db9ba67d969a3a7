// seeds/004, "loadView": `MapViewController`, as written (MapKit is a stand-in here: Tests/MapKit).
import UIKit
import MapKit

enum MapSample {
    class MapViewController: UIViewController {
     var mapView: MKMapView!
     override func loadView() {
    // Create a map view
    mapView = MKMapView()
    // Set it as *the* view of this view controller
    view = mapView
     }
     override func viewDidLoad() {
    super.viewDidLoad()
    print("MapViewController loaded its view.")
     }
    }
}
