import Testing
@_spi(Host) import UIKitCore
import UIKit

@MainActor
struct UIProgressViewTests {
    @Test func testProgressIsPinnedBetweenZeroAndOne() {
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.progress == 0)
        view.progress = 1.5
        #expect(view.progress == 1)
        view.setProgress(-0.5, animated: true)
        #expect(view.progress == 0)
        view.setProgress(0.25, animated: false)
        #expect(view.progress == 0.25)
    }

    @Test func testAnAnimatedChangeGrowsTheBarInThePageWhileTheModelIsThereAtOnce() throws {
        let scene = UIApplication.shared.connectScene(persistentIdentifier: "progress-\(UUID())",
                                                      display: SceneDisplay(width: 300, height: 600, scale: 2, style: .light))
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        window.rootViewController?.view.addSubview(view)
        _ = scene.finishTurn()
        let fill = view.subviews[0].subviews[0]
        view.setProgress(0.5, animated: true)
        #expect(view.progress == 0.5)
        #expect(fill.frame.width == 100, "the model has the new width at once")
        let patch = scene.finishTurn()
        let animation = try #require(patch?.animations.first { $0.id == fill.renderNodeID && $0.kind == .properties })
        #expect(animation.duration == 0.25)
        #expect(animation.from == [RenderProperty(.frame, .rect(x: 0, y: 0, width: 0, height: 4))])
        // Not animated, the bar changes at once.
        view.setProgress(0.75, animated: false)
        #expect(scene.finishTurn()?.animations.isEmpty ?? true)
        #expect(fill.frame.width == 150)
        UIApplication.shared.disconnectScene(scene)
    }

    @Test func testDefaultStyleIsFourPointsHighAndTheBarStyleThinner() {
        #expect(UIProgressView(progressViewStyle: .default).bounds.size == CGSize(width: 0, height: 4))
        #expect(UIProgressView(progressViewStyle: .bar).bounds.size == CGSize(width: 0, height: 2.5))
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 120, height: 10))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 120, height: 4))
        #expect(view.progressViewStyle == .default)
    }

    @Test func testCompletedPartFillsItsShareOfTheRoundedTrack() {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        view.progress = 0.25
        view.layoutIfNeeded()
        let track = view.subviews[0], fill = track.subviews[0]
        #expect(track.frame == CGRect(x: 0, y: 0, width: 200, height: 4))
        #expect(track.layer.cornerRadius == 2 && track.clipsToBounds)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
        view.progressViewStyle = .bar
        view.layoutIfNeeded()
        #expect(track.layer.cornerRadius == 0)
    }

    @Test func testBarIsDrawnInTheTintOverTheSystemFillInLightAndDark() {
        let light = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        let dark = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        let stages = [ControlStage(light), ControlStage(dark, style: .dark)]
        #expect(components(light.subviews[0].subviews[0].backgroundColor, in: light) == [0, 122, 255, 255])
        #expect(components(dark.subviews[0].subviews[0].backgroundColor, in: dark) == [10, 132, 255, 255])
        #expect(components(light.subviews[0].backgroundColor, in: light) == [120, 120, 128, 51])
        #expect(components(dark.subviews[0].backgroundColor, in: dark) == [120, 120, 128, 92])
        light.progressTintColor = .systemGreen
        light.trackTintColor = .systemGray5
        #expect(light.subviews[0].subviews[0].backgroundColor == .systemGreen)
        #expect(light.subviews[0].backgroundColor == .systemGray5)
        light.progressTintColor = nil
        light.tintColor = .systemRed
        #expect(light.subviews[0].subviews[0].backgroundColor == .systemRed)
        withExtendedLifetime(stages) {}
    }
}
