import Foundation

/// The field's built-in clear button: a grey circle with a cross.
@MainActor
final class TextFieldClearButton: UIControl {
    static let side: CGFloat = 19
    @HandleReference private var field: UITextField?
    private let cross = UILabel()

    init(field: UITextField) {
        self.field = field
        super.init(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
        backgroundColor = .systemGray2
        layer.cornerRadius = Self.side / 2
        cross.text = "×"
        cross.font = UIFont.systemFont(ofSize: 15, weight: .bold)
        cross.textColor = .white
        cross.textAlignment = .center
        cross.frame = bounds
        addSubview(cross)
        accessibilityLabel = "Clear text"
        addAction(UIAction { [weak self] _ in self?.field?.clearButtonTapped() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        cross.frame = bounds
    }
}
