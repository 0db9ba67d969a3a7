import Foundation

extension UIViewController {
    /// The storyboard the view controller came from, or `nil` when it was made in code.
    public var storyboard: UIStoryboard? { storyboardScene?.storyboard }

    // MARK: Loading the view

    /// The view from the controller's storyboard scene or nib, with its outlets and actions
    /// connected and embed segues performed; `nil` when the controller has neither.
    func loadInterfaceFileView() -> UIView? {
        if let scene = storyboardScene, let element = scene.element.child(key: "view") {
            let loading = NibLoading(path: scene.storyboard.path, storyboard: scene.storyboard, owner: self)
            loading.reserve(for: element)
            loading.stand(self, for: scene.element, connects: true)
            let view = loading.instantiate(element) as? UIView
            for other in scene.storyboard.sceneObjects(controllerID: scene.element.id ?? "") {
                _ = loading.instantiate(other)
            }
            loading.finish()
            return view
        }
        guard let name = nibNameForLoading() else { return nil }
        _ = UINib(nibName: name, bundle: nibBundleStorage).instantiate(withOwner: self)
        guard let view = viewIfLoaded else {
            UIApplication.reportLaunchProblem("-[\(type(of: self)) loadView] loaded the \"\(name)\" nib but the view outlet was not set.")
            return nil
        }
        return view
    }

    /// The nib name given, else a nib named after the class (`ProfileViewController`, then
    /// `ProfileView`), as UIKit looks for one.
    private func nibNameForLoading() -> String? {
        if let nibNameStorage { return nibNameStorage }
        guard storyboardScene == nil else { return nil }
        let name = String(describing: type(of: self))
        if _InterfaceFiles.document(named: name, kind: .nib) != nil { return name }
        if name.hasSuffix("Controller") {
            let shorter = String(name.dropLast("Controller".count))
            if _InterfaceFiles.document(named: shorter, kind: .nib) != nil { return shorter }
        }
        return nil
    }
}
