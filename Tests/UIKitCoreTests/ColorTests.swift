import Testing
import UIKit

struct ColorTests {
    private func components(_ color: UIColor, _ style: UIUserInterfaceStyle) -> [CGFloat] {
        let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        MainActor.assumeIsolated { _ = resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha) }
        return [red, green, blue, alpha].map { ($0 * 255).rounded() }
    }

    @Test @MainActor func testSystemColorsResolveDifferentlyInDarkMode() {
        #expect(components(.systemBackground, .light) == [255, 255, 255, 255])
        #expect(components(.systemBackground, .dark) == [0, 0, 0, 255])
        #expect(components(.label, .dark) == [255, 255, 255, 255])
        #expect(components(.systemBlue, .light) == [0, 122, 255, 255])
        #expect(components(.systemBlue, .dark) == [10, 132, 255, 255])
    }

    @Test @MainActor func testDynamicProviderIsAskedWithTheTraits() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(components(color, .dark) == [255, 255, 255, 255])
        #expect(components(color, .light) == [0, 0, 0, 255])
    }

    @Test @MainActor func testWhiteHueAndAlphaInitializers() {
        #expect(components(UIColor(white: 0.5, alpha: 1), .light) == [128, 128, 128, 255])
        #expect(components(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), .light) == [255, 0, 0, 255])
        #expect(components(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1), .light) == [0, 255, 0, 255])
        #expect(components(UIColor.red.withAlphaComponent(0.5), .light) == [255, 0, 0, 128])
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
    }
}
