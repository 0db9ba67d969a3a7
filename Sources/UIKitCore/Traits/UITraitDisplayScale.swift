/// The display scale trait, for observing its changes.
public enum UITraitDisplayScale: UITraitDefinition {
    public static let identifier = "UITraitDisplayScale"
}
