import Foundation

/// Finds where to tap: the centre of the node with an `identifier` in a snapshot, with frames
/// summed up the tree and each parent's `bounds` origin taken off, as the page places nodes.
enum TapTarget {
    static func centre(of identifier: String, in snapshot: [UInt8]) -> (x: Double, y: Double)? {
        guard let message = try? JSONSerialization.jsonObject(with: Data(snapshot)) as? [String: Any],
              let root = message["root"] as? [String: Any] else { return nil }
        return search(root, for: identifier, origin: (0, 0))
    }

    private static func search(_ node: [String: Any], for identifier: String,
                               origin: (x: Double, y: Double)) -> (x: Double, y: Double)? {
        let props = node["props"] as? [String: Any] ?? [:]
        let frame = numbers(props["frame"], count: 4) ?? [0, 0, 0, 0]
        let x = origin.x + frame[0], y = origin.y + frame[1]
        if props["identifier"] as? String == identifier { return (x + frame[2] / 2, y + frame[3] / 2) }
        let bounds = numbers(props["bounds"], count: 2) ?? [0, 0]
        for child in node["children"] as? [[String: Any]] ?? [] {
            if let found = search(child, for: identifier, origin: (x - bounds[0], y - bounds[1])) { return found }
        }
        return nil
    }

    private static func numbers(_ value: Any?, count: Int) -> [Double]? {
        guard let array = value as? [Any], array.count >= count else { return nil }
        let numbers = array.prefix(count).compactMap { ($0 as? NSNumber)?.doubleValue }
        return numbers.count == count ? numbers : nil
    }
}
