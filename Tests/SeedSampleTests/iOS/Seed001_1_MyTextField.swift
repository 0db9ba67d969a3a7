// seeds/001, "validating commands": `MyTextField`, as written.
import UIKit

class MyTextField: UITextField {

	//去掉了 UITextField 的copy菜单 UIMenuItem
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(copy(_:)) {
            return false
        }
        return super .canPerformAction(action, withSender: sender)
    }
    
    
    //用于响应具体菜单方法的执行
    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        return super.target(forAction: action, withSender: sender)
    }
}
