// seeds/000, "observing trait changes": the notes' statements, as written, in the scaffolding they
// assume (a view controller's method, `MyView`, a `view` of that type). Left out: a heading line
// (`UIViewPropertyAnimator`) and `#selector(sizeClassChangedFunction(...))`, which is no Swift anywhere.
import UIKit

enum TraitChangesSample {
    class MyView: UIView {}

    class TraitObservingViewController: UIViewController {
        var sizeClassChanges = 0

        func observeSizeClasses() {
            let rect = CGRect(x: 10, y: 10, width: 100, height: 100)
            let myView = UIView(frame: rect)

            // 根据属性动画化视图


            // 监听属性变化
            let view = MyView()
            let sizeTraits: [UITrait] = [UITraitVerticalSizeClass.self, UITraitHorizontalSizeClass.self]


            registerForTraitChanges(sizeTraits, action: #selector(UIView.setNeedsLayout))
            // 
            registerForTraitChanges(sizeTraits) { (self: Self, previousTraitCollection: UITraitCollection) in
                // Handle the trait change.
            }

            view.registerForTraitChanges(sizeTraits) { (view: MyView, previousTraitCollection: UITraitCollection) in
                // Handle the trait change.
            }
        }
    }
}
