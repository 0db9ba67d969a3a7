// seeds/004, "how UIControl handles touchUpInside": the notes' `touchesEnded(_:with:)`, as written, in
// the `UIControl` subclass it assumes.
import UIKit

enum ControlSample {
    class TouchUpControl: UIControl {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
         // Reference to the touch that is ending
         let touch = touches.first!
         // Location of that point in this control's coordinate system
         let touchLocation = touch.location(in: self)
         // Is that point still in my viewing bounds?
         if bounds.contains(touchLocation) {
        // Send out action messages to all targets registered for this event!
        sendActions(for: .touchUpInside)
         }
         else {
        // The touch ended outside the bounds: different control event
        sendActions(for: .touchUpOutside)
         }
        }
    }
}
