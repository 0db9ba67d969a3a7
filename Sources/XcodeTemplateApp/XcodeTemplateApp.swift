// This app is in iOS/, exactly as Xcode's iOS App template writes one (an app delegate, a scene
// delegate named by Info.plist as `$(PRODUCT_MODULE_NAME).SceneDelegate`, a view controller with
// `@objc` actions): the target excludes that folder and the UIKit source plugin compiles it.
