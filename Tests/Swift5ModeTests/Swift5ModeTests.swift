import Foundation
import Testing
import UIKit

/// The target compiles in Swift 5 language mode: that it builds at all is half the test (see
/// ProfileApp.swift); these check the code also does what it says.
@MainActor
struct Swift5ModeTests {
    @Test func testAControllerBuiltFromNonisolatedHelpersShowsItsContent() {
        let controller = ProfileViewController()
        controller.loadViewIfNeeded()
        #expect(controller.titleLabel.text == "Hello, Ada")
        #expect(controller.titleLabel.font == .boldSystemFont(ofSize: 20))
        #expect(controller.saveButton.title(for: .normal) == "Save")
        #expect(controller.saveButton.layer.cornerRadius == 8)
        #expect(controller.saveButton.backgroundColor == .systemIndigo)
    }

    @Test func testStaticConstantsReadTheScreenAndDevice() {
        #expect(Layout.screenWidth > 0)
        #expect(Layout.isPad == (UIDevice.current.userInterfaceIdiom == .pad))
        #expect(UIDevice.current.systemName == "iOS")
    }

    @Test func testABackgroundQueueHopsBackToTheMainOne() async {
        let controller = ProfileViewController()
        await withCheckedContinuation { continuation in
            controller.measureInBackground { continuation.resume() }
        }
        #expect(controller.widthSeenInBackground == Layout.screenWidth)
    }
}
