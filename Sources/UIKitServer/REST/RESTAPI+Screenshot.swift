import Foundation
@_spi(Host) import UIKitCore

extension RESTAPI {
    /// The largest scale a screenshot may be asked for, as for a session's display.
    static let screenshotScales: ClosedRange<Double> = 0.25...8

    /// The scene as its page shows it, as a PNG made on the server: at the scene's scale, or at
    /// `?scale=` pixels per point (`?scale=1` for one pixel per point).
    func screenshot(of session: Session, query: [HTTPRequest.QueryItem]) throws(Problem) -> HTTPResponse {
        if let unknown = query.first(where: { $0.name != "scale" }) {
            throw .badRequest("unknown query parameter \"\(unknown.name)\"; a screenshot takes only \"scale\"")
        }
        var scale: CGFloat?
        if let item = query.first {
            guard let text = item.value, let value = Double(text), value.isFinite, Self.screenshotScales.contains(value) else {
                throw .badRequest("\"scale\" must be a number of pixels per point from \(Self.screenshotScales.lowerBound) "
                    + "to \(Int(Self.screenshotScales.upperBound)), not \(item.value.map { "\"\($0)\"" } ?? "empty")")
            }
            scale = CGFloat(value)
        }
        let png = session.scene._screenshotPNG(scale: scale)
        guard !png.isEmpty else {
            throw .badRequest("a screenshot of \(Int(session.display.width))×\(Int(session.display.height)) points at scale "
                + "\(scale ?? session.display.scale) is too large (at most 16384 pixels a side)")
        }
        return HTTPResponse(status: 200, headers: ["Content-Type": "image/png", "Cache-Control": "no-store"], body: png)
    }
}
