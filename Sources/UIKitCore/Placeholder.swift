public enum UIKitCorePlaceholder {}
