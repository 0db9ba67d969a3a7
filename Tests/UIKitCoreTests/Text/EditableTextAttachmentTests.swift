import Foundation
import Testing
@_spi(Host) import UIKitCore
import UIKit

/// Text attachments in the styled text of text fields and text views: kept, measured and drawn
/// while the view is not editing; an edit leaves plain text.
@MainActor
struct EditableTextAttachmentTests {
    private func square(_ side: CGFloat) -> NSTextAttachment {
        let attachment = NSTextAttachment(image: UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        })
        attachment.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        return attachment
    }

    private func styled(_ before: String, _ attachment: NSTextAttachment, _ after: String) -> NSAttributedString {
        let text = NSMutableAttributedString(string: before)
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: after))
        return text
    }

    /// The attachment runs the page is sent for the view's subtree, in order.
    private func drawnAttachments(in view: UIView, scene: UIWindowScene) -> [RenderTextRun.Attachment] {
        let ids = Set(([view] + view.subviews).map(\.renderNodeID))
        var pending = [scene.snapshot().root]
        var found: [RenderTextRun.Attachment] = []
        while let node = pending.popLast() {
            if ids.contains(node.id) {
                for property in node.properties {
                    if case .textLines(let lines) = property.value { found += lines.flatMap(\.runs).compactMap(\.attachment) }
                }
            }
            pending += node.children.reversed()
        }
        return found
    }

    private func show(_ view: UIView) -> UIWindowScene {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "editable-attachment-\(UUID())",
                                                      display: SceneDisplay(width: 400, height: 600, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.addSubview(view)
        return scene
    }

    @Test func testATextFieldKeepsAndDrawsItsAttachments() throws {
        let field = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 34))
        let attachment = square(18)
        field.attributedText = styled("Pin ", attachment, " here")
        #expect(field.text == "Pin \u{FFFC} here")
        #expect(field.attributedText?.attribute(.attachment, at: 4, effectiveRange: nil) as? NSTextAttachment === attachment)
        let scene = show(field)
        let drawn = drawnAttachments(in: field, scene: scene)
        #expect(drawn.count == 1)
        #expect(drawn.first?.width == 18 && drawn.first?.height == 18)
        // Plain text set afterwards draws no attachment.
        field.text = "Plain"
        #expect(field.attributedText?.attribute(.attachment, at: 0, effectiveRange: nil) == nil)
        #expect(drawnAttachments(in: field, scene: scene).isEmpty)
    }

    @Test func testATextViewMeasuresItsAttachmentsAndDrawsThem() throws {
        let view = UITextView(frame: CGRect(x: 10, y: 100, width: 300, height: 200))
        view.isScrollEnabled = false
        view.font = .systemFont(ofSize: 17)
        view.text = "One line"
        let plainHeight = view.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)).height
        view.attributedText = styled("One line ", square(60), "")
        let tallHeight = view.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)).height
        // The 60-point image makes the line taller than the 17-point text's.
        #expect(tallHeight > plainHeight + 30)
        let scene = show(view)
        let drawn = drawnAttachments(in: view, scene: scene)
        #expect(drawn.count == 1 && drawn.first?.height == 60)
    }
}
