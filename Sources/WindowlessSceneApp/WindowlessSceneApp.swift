// An app whose scene delegate forgets to show its window (in iOS/, compiled by the UIKit source
// plugin): the page says so, naming the delegate, instead of staying blank.
import UIKit
