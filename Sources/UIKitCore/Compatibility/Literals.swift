import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)`, as Xcode writes
/// them into code: a colour literal is a `UIColor`, an image literal a `UIImage`.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image named `name` in the main bundle, as `UIImage(named:)` finds it; an empty image
    /// (and a line in the log) when there is none.
    public convenience init(imageLiteralResourceName name: String) {
        let lookup = NamedImageLookup(bundle: .main, displayScale: 0)
        if let resource = lookup.resource(named: name), let data = try? Data(contentsOf: resource.url),
           let header = ImageHeader(data: data) {
            self.init(header: header, data: data, scale: resource.scale)
        } else {
            FileHandle.standardError.write(Data("UIKit: #imageLiteral(resourceName: \"\(name)\") found no image in the main bundle\n".utf8))
            self.init()
        }
    }
}
