/// A content coding the server can send (RFC 9110 §8.4), chosen from `Accept-Encoding`.
enum ContentCoding: String, Sendable, CaseIterable {
    case brotli = "br"
    case gzip

    /// The available coding the client weighs highest (the first of `available` on a tie);
    /// nil for identity, when the client accepts none of them or weighs identity higher.
    static func preferred(in acceptEncoding: String?, available: [ContentCoding]) -> ContentCoding? {
        guard let acceptEncoding else { return nil }
        var weights: [String: Double] = [:]
        for member in acceptEncoding.split(separator: ",") {
            let parts = member.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let name = parts.first, !name.isEmpty else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                weight = Double(parameter.dropFirst(2)) ?? 0
            }
            weights[name] = min(max(weight, 0), 1)
        }
        let star = weights["*"]
        let identity: Double = weights["identity"] ?? star ?? 1
        var best: (coding: ContentCoding, weight: Double)?
        // `available` lists brotli first, so it wins a tie.
        for coding in available {
            let weight: Double = weights[coding.rawValue] ?? star ?? 0
            if weight > 0, weight > (best?.weight ?? 0) { best = (coding, weight) }
        }
        guard let best, best.weight >= identity else { return nil }
        return best.0
    }
}
