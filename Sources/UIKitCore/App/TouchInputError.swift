/// Why the host's touch input could not be delivered; nothing was delivered.
@_spi(Host) public enum TouchInputError: Error, Equatable, CustomStringConvertible {
    case alreadyBegan(pointerID: Int)
    case notBegan(pointerID: Int)
    case noTouches

    public var description: String {
        switch self {
        case .alreadyBegan(let id): "touch \(id) has already begun"
        case .notBegan(let id): "touch \(id) has not begun"
        case .noTouches: "the message lists no touches"
        }
    }
}
