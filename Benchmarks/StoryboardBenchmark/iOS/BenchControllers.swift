import UIKit

/// The form as the storyboard describes it.
final class BenchFormViewController: UIViewController {}

/// The same form written in code: a stack of 20 labelled text fields and a button, pinned
/// inside the safe area.
final class CodeFormViewController: UIViewController {
    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .systemBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        for index in 0..<20 {
            let row = UIStackView()
            row.spacing = 8
            row.translatesAutoresizingMaskIntoConstraints = false
            let label = UILabel()
            label.text = "Field \(index)"
            label.font = .systemFont(ofSize: 17)
            label.lineBreakMode = .byTruncatingTail
            label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            label.translatesAutoresizingMaskIntoConstraints = false
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.placeholder = "Value \(index)"
            field.font = .systemFont(ofSize: 14)
            field.translatesAutoresizingMaskIntoConstraints = false
            row.addArrangedSubview(label)
            row.addArrangedSubview(field)
            stack.addArrangedSubview(row)
        }
        let button = UIButton(type: .system)
        button.setTitle("Submit", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(button)
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            root.safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 20),
        ])
        view = root
    }
}
