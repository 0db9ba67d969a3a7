import Foundation

// Apple's published values for the fixed and the light/dark system colors.
extension UIColor {
    /// A color object with the fixed components of `black`.
    public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// A color object with the fixed components of `darkGray`.
    public static let darkGray = UIColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1)
    /// A color object with the fixed components of `lightGray`.
    public static let lightGray = UIColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1)
    /// A color object with the fixed components of `white`.
    public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// A color object with the fixed components of `gray`.
    public static let gray = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    /// A color object with the fixed components of `red`.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// A color object with the fixed components of `green`.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// A color object with the fixed components of `blue`.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// A color object with the fixed components of `cyan`.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// A color object with the fixed components of `yellow`.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// A color object with the fixed components of `magenta`.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// A color object with the fixed components of `orange`.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// A color object with the fixed components of `purple`.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// A color object with the fixed components of `brown`.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// A color object with the fixed components of `clear`.
    public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// The system's `systemBlue`, which adapts to light and dark interface styles.
    public static let systemBlue = UIColor.adaptive(light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    /// The system's `systemRed`, which adapts to light and dark interface styles.
    public static let systemRed = UIColor.adaptive(light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    /// The system's `systemGreen`, which adapts to light and dark interface styles.
    public static let systemGreen = UIColor.adaptive(light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    /// The system's `systemOrange`, which adapts to light and dark interface styles.
    public static let systemOrange = UIColor.adaptive(light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    /// The system's `systemYellow`, which adapts to light and dark interface styles.
    public static let systemYellow = UIColor.adaptive(light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    /// The system's `systemPink`, which adapts to light and dark interface styles.
    public static let systemPink = UIColor.adaptive(light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    /// The system's `systemPurple`, which adapts to light and dark interface styles.
    public static let systemPurple = UIColor.adaptive(light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    /// The system's `systemTeal`, which adapts to light and dark interface styles.
    public static let systemTeal = UIColor.adaptive(light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
    /// The system's `systemIndigo`, which adapts to light and dark interface styles.
    public static let systemIndigo = UIColor.adaptive(light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    /// The system's `systemBrown`, which adapts to light and dark interface styles.
    public static let systemBrown = UIColor.adaptive(light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
    /// The system's `systemMint`, which adapts to light and dark interface styles.
    public static let systemMint = UIColor.adaptive(light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
    /// The system's `systemCyan`, which adapts to light and dark interface styles.
    public static let systemCyan = UIColor.adaptive(light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
    /// The system's `systemGray`, which adapts to light and dark interface styles.
    public static let systemGray = UIColor.adaptive(light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
    /// The system's `systemGray2`, which adapts to light and dark interface styles.
    public static let systemGray2 = UIColor.adaptive(light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    /// The system's `systemGray3`, which adapts to light and dark interface styles.
    public static let systemGray3 = UIColor.adaptive(light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    /// The system's `systemGray4`, which adapts to light and dark interface styles.
    public static let systemGray4 = UIColor.adaptive(light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    /// The system's `systemGray5`, which adapts to light and dark interface styles.
    public static let systemGray5 = UIColor.adaptive(light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    /// The system's `systemGray6`, which adapts to light and dark interface styles.
    public static let systemGray6 = UIColor.adaptive(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// The system's `label`, which adapts to light and dark interface styles.
    public static let label = UIColor.adaptive(light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// The system's `secondaryLabel`, which adapts to light and dark interface styles.
    public static let secondaryLabel = UIColor.adaptive(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    /// The system's `tertiaryLabel`, which adapts to light and dark interface styles.
    public static let tertiaryLabel = UIColor.adaptive(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// The system's `quaternaryLabel`, which adapts to light and dark interface styles.
    public static let quaternaryLabel = UIColor.adaptive(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    /// The system's `placeholderText`, which adapts to light and dark interface styles.
    public static let placeholderText = UIColor.adaptive(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// The system's `link`, which adapts to light and dark interface styles.
    public static let link = UIColor.adaptive(light: (0, 122, 255, 1), dark: (9, 132, 255, 1))
    /// The system's `separator`, which adapts to light and dark interface styles.
    public static let separator = UIColor.adaptive(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    /// The system's `opaqueSeparator`, which adapts to light and dark interface styles.
    public static let opaqueSeparator = UIColor.adaptive(light: (198, 198, 200, 1), dark: (56, 56, 58, 1))
    /// The system's `systemBackground`, which adapts to light and dark interface styles.
    public static let systemBackground = UIColor.adaptive(light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    /// The system's `secondarySystemBackground`, which adapts to light and dark interface styles.
    public static let secondarySystemBackground = UIColor.adaptive(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// The system's `tertiarySystemBackground`, which adapts to light and dark interface styles.
    public static let tertiarySystemBackground = UIColor.adaptive(light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    /// The system's `systemGroupedBackground`, which adapts to light and dark interface styles.
    public static let systemGroupedBackground = UIColor.adaptive(light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    /// The system's `secondarySystemGroupedBackground`, which adapts to light and dark interface styles.
    public static let secondarySystemGroupedBackground = UIColor.adaptive(light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    /// The system's `tertiarySystemGroupedBackground`, which adapts to light and dark interface styles.
    public static let tertiarySystemGroupedBackground = UIColor.adaptive(light: (242, 242, 247, 1), dark: (44, 44, 46, 1))
    /// The system's `systemFill`, which adapts to light and dark interface styles.
    public static let systemFill = UIColor.adaptive(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    /// The system's `secondarySystemFill`, which adapts to light and dark interface styles.
    public static let secondarySystemFill = UIColor.adaptive(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    /// The system's `tertiarySystemFill`, which adapts to light and dark interface styles.
    public static let tertiarySystemFill = UIColor.adaptive(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    /// The system's `quaternarySystemFill`, which adapts to light and dark interface styles.
    public static let quaternarySystemFill = UIColor.adaptive(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))

    /// The tint color of the system: `systemBlue`.
    public static let tintColor = UIColor.systemBlue

    private static func adaptive(light: (Int, Int, Int, Double), dark: (Int, Int, Int, Double)) -> UIColor {
        let lightColor = UIColor(red: CGFloat(light.0) / 255, green: CGFloat(light.1) / 255,
                                 blue: CGFloat(light.2) / 255, alpha: light.3)
        let darkColor = UIColor(red: CGFloat(dark.0) / 255, green: CGFloat(dark.1) / 255,
                                blue: CGFloat(dark.2) / 255, alpha: dark.3)
        return UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor }
    }
}
