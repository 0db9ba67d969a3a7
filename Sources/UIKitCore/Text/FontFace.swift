/// One `@font-face` rule: a family, the weights it is chosen for, its file, and the code
/// points it draws. Within a family the ranges of faces for the same weight do not overlap,
/// so the server and the browser pick the same face for every character.
struct FontFace: Sendable {
    let family: String
    let weights: ClosedRange<Int>
    let file: FontFile
    let unicodeRange: CodePointSet

    /// The CSS rule that makes a browser draw with this face.
    var cssRule: String {
        """
        @font-face {
          font-family: "\(family)";
          src: url("\(file.webPath)") format("truetype");
          font-weight: \(weights.lowerBound) \(weights.upperBound);
          font-style: normal;
          font-display: block;
          unicode-range: \(unicodeRange.cssUnicodeRange);
        }
        """
    }
}
