import Foundation

/// The interface a color picker's delegate implements to hear about the colors the user picks
/// and when the picker closes. Both methods are optional.
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// Called when the user picks a color; `continuously` is true while a slider is still
    /// being dragged.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool)

    /// Called when the user closes the picker, after it is dismissed.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                          continuously: Bool) {}

    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

/// A view controller that lets the user pick a color, presented as a sheet: a header with the
/// title and a close button, the grid of swatches (a row of grays, then twelve hues in five
/// shades), and red, green, blue (and, with `supportsAlpha`, opacity) sliders. Picking a color
/// sets `selectedColor` and calls the delegate's `colorPickerViewController(_:didSelect:continuously:)`;
/// the picker stays up until the close button dismisses it, then the delegate hears
/// `colorPickerViewControllerDidFinish(_:)`.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// The delegate told about picked colors and the picker closing.
    open weak var delegate: UIColorPickerViewControllerDelegate?

    /// The picked color; setting it shows it in the picker without calling the delegate. The
    /// default is white.
    open var selectedColor: UIColor = .white {
        didSet { showSelectedColor() }
    }

    /// Whether the picker offers an opacity slider. The default is true.
    open var supportsAlpha = true {
        didSet { showSelectedColor() }
    }

    /// The title the picker's header shows; "Colors" when there is none.
    open override var title: String? {
        didSet { header.text = title ?? "Colors" }
    }

    let header = UILabel()
    let closeButton = UIButton(type: .system)
    let grid = ColorSwatchGridView()
    let sliders: [UISlider] = (0..<4).map { _ in UISlider() }
    let sliderRows: [UIStackView] = (0..<4).map { _ in UIStackView() }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        buildColorPicker()
    }
}
