// The tests of this target are in iOS/, written as for iOS (`@objc`, `#selector`, `@IBAction`):
// the target excludes that folder and the UIKit source plugin compiles rewritten copies of it.
