import Foundation

/// A visual representation of the app's user interface, made in Interface Builder.
///
/// UIKit Server does not read storyboards yet: a storyboard is found in the app's resources as
/// on iOS (a missing one stops the app, as iOS raises), but it instantiates no controllers: both
/// `instantiate` methods say so in the log and return nothing.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name, without its `.storyboard` extension.
    let name: String
    /// The bundle holding the storyboard.
    let bundle: Bundle

    /// Creates a storyboard object for the storyboard file of that name in the bundle (the app's
    /// main bundle when `nil`). As iOS raises an exception, it stops the app when there is no
    /// such file.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = AppResources.bundle(for: storyboardBundleOrNil)
        super.init()
        guard bundle.url(forResource: name, withExtension: "storyboard") != nil
                || bundle.url(forResource: name, withExtension: "storyboardc") != nil else {
            fatalError("Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath)")
        }
    }

    /// Instantiates the storyboard's initial view controller: `nil` on UIKit Server, which does
    /// not read storyboards yet.
    open func instantiateInitialViewController() -> UIViewController? {
        UIApplication.reportLaunchProblem("storyboard \"\(name)\": UIKit Server does not read storyboards yet")
        return nil
    }

    /// Instantiates the view controller with the storyboard identifier. UIKit Server does not
    /// read storyboards yet, so it stops the app, as iOS does for an identifier it lacks.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        fatalError("Storyboard \"\(name)\" doesn't contain a view controller with identifier '\(identifier)': "
            + "UIKit Server does not read storyboards yet")
    }
}
