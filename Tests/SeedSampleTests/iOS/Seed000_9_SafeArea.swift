// seeds/000, "additional safe area": the notes' method, as written, in the controller it assumes
// (with `sideView` and `bottomView`), except `childViewControllers`, which Swift 4.2 renamed to
// `children` (iOS rejects the old name too).
import UIKit

enum SafeAreaSample {
    class SideBySideViewController: UIViewController {
        var sideView: UIView?
        var bottomView: UIView?

        override func viewDidAppear(_ animated: Bool) {
           var newSafeArea = UIEdgeInsets()
           // Adjust the safe area to accommodate 
           //  the width of the side view.
           if let sideViewWidth = sideView?.bounds.size.width {
              newSafeArea.right += sideViewWidth
           }
           // Adjust the safe area to accommodate 
           //  the height of the bottom view.
           if let bottomViewHeight = bottomView?.bounds.size.height {
              newSafeArea.bottom += bottomViewHeight
           }
           // Adjust the safe area insets of the 
           //  embedded child view controller.
           let child = self.children[0]
           child.additionalSafeAreaInsets = newSafeArea
        }
    }
}
