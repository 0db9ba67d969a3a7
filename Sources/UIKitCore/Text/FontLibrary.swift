import Synchronization

/// The fonts that text is measured with on the server and drawn with in the browser: web
/// subsets of Debian's DejaVu Sans (Latin, Greek, Cyrillic; a real bold) and WenQuanYi Micro
/// Hei (Chinese, Japanese kana, Korean), made once per process from the installed files. The
/// host serves `styleSheet` and `webFontSlices`, slices of the very fonts UIKitCore shapes with.
/// The fonts an app bundles are added as it launches (FontLibrary+AppFonts.swift).
@_spi(Host) public final class FontLibrary: Sendable {
    /// The library made from the fonts installed on this machine, loaded on first use.
    public static let shared = FontLibrary(sources: FontSource.debian)

    /// The path of the style sheet with the `@font-face` rules, among `webFiles`.
    public static let styleSheetPath = "/fonts/fonts.css"

    /// The CSS family of the system font: DejaVu Sans for what it covers, WenQuanYi Micro Hei
    /// for CJK and the rest.
    static let systemFamily = "UIKit System"
    /// The CSS families of the system font's designs, drawn with DejaVu's other faces and, for
    /// what those lack, the system font: italic (`italicSystemFont`, `.traitItalic`), monospaced
    /// (`monospacedSystemFont`, `.monospaced`), serif (`.serif`) and rounded (`.rounded`, drawn
    /// with Comfortaa: SF Pro Rounded has no openly licensed counterpart in Debian).
    static let italicFamily = "UIKit System Italic"
    static let monospacedFamily = "UIKit Monospaced"
    static let serifFamily = "UIKit Serif"
    static let roundedFamily = "UIKit Rounded"

    /// Every `@font-face` rule, in the order the style sheet lists them.
    let faces: [FontFace]
    private let namedFonts: [String: NamedFont]

    /// A line for each font file that could not be read, naming the Debian package with it.
    public let problems: [String]

    /// The app's own fonts, added at launch (and at run time): read under a lock, off the hot
    /// path of text measurement, which caches the cascades it asks for.
    let appFonts = Mutex(AppFontSet())

    private let systemRules: String
    private let systemSlices: [String: WebFontSlice]

    /// The style sheet with the `@font-face` rules of the system's and the app's fonts, served
    /// at `styleSheetPath`.
    public var styleSheet: [UInt8] {
        Array((systemRules + appFaces.flatMap(\.cssRules).map { $0 + "\n" }.joined()).utf8)
    }

    /// The slices of the font files browsers download, by request path: the system's and the app's.
    public var webFontSlices: [String: WebFontSlice] {
        var slices = systemSlices
        for slice in appFaces.flatMap(\.slices) {
            slices[slice.path] = slice
        }
        return slices
    }

    /// The slice served at `path`, of a system or an app font.
    public func webFontSlice(at path: String) -> WebFontSlice? {
        systemSlices[path] ?? appFaces.lazy.flatMap(\.slices).first { $0.path == path }
    }

    /// The slice every page needs first: the Latin slice of the regular system face, which the
    /// page preloads.
    public var preloadedSlice: WebFontSlice? {
        faces.first { $0.family == Self.systemFamily && $0.weights.contains(400) }?.slices.first
    }

    init(sources: [FontSource]) {
        var files: [FontSource.Role: FontFile] = [:]
        var problems: [String] = []
        for source in sources {
            if let file = FontFile(name: source.name, path: source.path, faceIndex: source.faceIndex) {
                files[source.role] = file
            } else {
                problems.append("cannot read the font \(source.path) (Debian package \(source.package))")
            }
        }
        let faces = Self.faces(from: files)
        self.faces = faces
        self.problems = problems
        self.namedFonts = Self.namedFonts(from: files)
        systemRules = faces.flatMap(\.cssRules).joined(separator: "\n") + "\n"
        var slices: [String: WebFontSlice] = [:]
        for slice in faces.flatMap(\.slices) {
            slices[slice.path] = slice
        }
        systemSlices = slices
    }

    /// The faces a browser tries for text in `family` at a CSS `weight`, in order: the
    /// family's own (a system family, else an app font's), then the system font's.
    func cascade(family: String, weight: Int) -> FontCascade {
        var own = faces.filter { $0.family == family && $0.weights.contains(weight) }
        if own.isEmpty { own = appFaces(family: family) }
        let system = family == Self.systemFamily ? [] : faces.filter {
            $0.family == Self.systemFamily && $0.weights.contains(weight)
        }
        return FontCascade(faces: own + system)
    }

    /// The family, face name and CSS weight of a font the library has, by face or family name.
    func namedFont(_ name: String) -> NamedFont? {
        namedFonts[name] ?? appNamedFont(name)
    }

    /// A system font by face or family name.
    func namedFont(systemNamed name: String) -> NamedFont? {
        namedFonts[name]
    }

    /// The families apps can ask for by name: the system's and the app's.
    var familyNames: [String] {
        Array(Set(namedFonts.values.map(\.family) + appNamedFonts.values.map(\.family))).sorted()
    }

    /// The face (PostScript) names of a family.
    func fontNames(forFamily family: String) -> [String] {
        namedFonts.merging(appNamedFonts) { system, _ in system }
            .filter { $0.key == $0.value.fontName && $0.value.family == family }.map(\.key).sorted()
    }

    struct NamedFont: Sendable {
        let family: String
        let fontName: String
        let weight: Int
        /// The CSS family the page draws the face with, which the server measures it in.
        var cssFamily: String
        /// The full name (`name` ID 4), such as "Comic Neue Bold".
        var fullName: String?
        var isItalic = false

        init(family: String, fontName: String, weight: Int, cssFamily: String? = nil, fullName: String? = nil,
             isItalic: Bool = false) {
            self.family = family
            self.fontName = fontName
            self.weight = weight
            self.cssFamily = cssFamily ?? family
            self.fullName = fullName
            self.isItalic = isItalic
        }
    }

    // Code points that go to the CJK face even where the Latin face has a glyph, so CJK text
    // is drawn in one design.
    private static let cjkBlocks = CodePointSet([
        0x1100...0x11FF, 0x2E80...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF,
        0xF900...0xFAFF, 0xFE10...0xFE1F, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF,
    ])

    private static let regularWeights = 1...599
    private static let boldWeights = 600...1000

    private static func faces(from files: [FontSource.Role: FontFile]) -> [FontFace] {
        var faces: [FontFace] = []
        var latinByWeights: [(ClosedRange<Int>, CodePointSet)] = []
        for (role, weights) in [(FontSource.Role.latinRegular, regularWeights), (.latinBold, boldWeights)] {
            guard let file = files[role] else { continue }
            let range = file.coverage.subtracting(cjkBlocks)
            latinByWeights.append((weights, range))
            faces.append(FontFace(family: systemFamily, weights: weights, file: file, unicodeRange: range))
        }
        if let cjk = files[.cjk] {
            for weights in [regularWeights, boldWeights] {
                let latin = latinByWeights.first { $0.0 == weights }?.1 ?? CodePointSet([])
                faces.append(FontFace(family: systemFamily, weights: weights, file: cjk,
                                      unicodeRange: cjk.coverage.subtracting(latin), cjk: true))
            }
        }
        if let regular = files[.latinRegular] {
            faces.append(FontFace(family: "DejaVu Sans", weights: regularWeights, file: regular,
                                  unicodeRange: regular.coverage))
        }
        if let bold = files[.latinBold] {
            faces.append(FontFace(family: "DejaVu Sans", weights: boldWeights, file: bold, unicodeRange: bold.coverage))
        }
        if let cjk = files[.cjk] {
            faces.append(FontFace(family: "WenQuanYi Micro Hei", weights: 1...1000, file: cjk, unicodeRange: cjk.coverage,
                                  cjk: true))
        }
        // The designs: CJK text in them goes on to the system font's CJK face, as in the
        // system font itself.
        let designs: [(family: String, regular: FontSource.Role, bold: FontSource.Role)] = [
            (italicFamily, .italic, .boldItalic), (monospacedFamily, .monospaced, .monospacedBold), (serifFamily, .serif, .serifBold),
            (roundedFamily, .rounded, .roundedBold),
        ]
        for design in designs {
            for (role, weights) in [(design.regular, regularWeights), (design.bold, boldWeights)] {
                guard let file = files[role] else { continue }
                faces.append(FontFace(family: design.family, weights: weights, file: file,
                                      unicodeRange: file.coverage.subtracting(cjkBlocks)))
            }
        }
        return faces
    }

    private static func namedFonts(from files: [FontSource.Role: FontFile]) -> [String: NamedFont] {
        var fonts: [String: NamedFont] = [:]
        if files[.latinRegular] != nil {
            let font = NamedFont(family: "DejaVu Sans", fontName: "DejaVuSans", weight: 400)
            fonts["DejaVuSans"] = font
            fonts["DejaVu Sans"] = font
        }
        if files[.latinBold] != nil {
            fonts["DejaVuSans-Bold"] = NamedFont(family: "DejaVu Sans", fontName: "DejaVuSans-Bold", weight: 700)
        }
        let designs: [(role: FontSource.Role, family: String, fontName: String, cssFamily: String, weight: Int, italic: Bool)] = [
            (.italic, "DejaVu Sans", "DejaVuSans-Oblique", italicFamily, 400, true),
            (.boldItalic, "DejaVu Sans", "DejaVuSans-BoldOblique", italicFamily, 700, true),
            (.monospaced, "DejaVu Sans Mono", "DejaVuSansMono", monospacedFamily, 400, false),
            (.monospacedBold, "DejaVu Sans Mono", "DejaVuSansMono-Bold", monospacedFamily, 700, false),
            (.serif, "DejaVu Serif", "DejaVuSerif", serifFamily, 400, false),
            (.serifBold, "DejaVu Serif", "DejaVuSerif-Bold", serifFamily, 700, false),
            (.rounded, "Comfortaa", "Comfortaa-Regular", roundedFamily, 400, false),
            (.roundedBold, "Comfortaa", "Comfortaa-Bold", roundedFamily, 700, false),
        ]
        for design in designs where files[design.role] != nil {
            fonts[design.fontName] = NamedFont(family: design.family, fontName: design.fontName, weight: design.weight,
                                               cssFamily: design.cssFamily, isItalic: design.italic)
            if design.weight == 400, !design.italic { fonts[design.family] = fonts[design.fontName] }
        }
        if files[.cjk] != nil {
            let font = NamedFont(family: "WenQuanYi Micro Hei", fontName: "WenQuanYiMicroHei", weight: 400)
            fonts["WenQuanYiMicroHei"] = font
            fonts["WenQuanYi Micro Hei"] = font
        }
        return fonts
    }
}

/// Where a font file is installed, and which Debian package installs it.
struct FontSource: Sendable {
    enum Role: Sendable {
        case latinRegular, latinBold, cjk
        case italic, boldItalic, monospaced, monospacedBold, serif, serifBold, rounded, roundedBold
    }

    let role: Role
    let name: String
    let path: String
    let faceIndex: Int
    let package: String

    /// The files of Debian's fonts-dejavu-core, fonts-dejavu-extra, fonts-wqy-microhei and
    /// fonts-comfortaa packages.
    static let debian = [
        FontSource(role: .latinRegular, name: "DejaVuSans", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                   faceIndex: 0, package: "fonts-dejavu-core"),
        FontSource(role: .latinBold, name: "DejaVuSans-Bold",
                   path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", faceIndex: 0,
                   package: "fonts-dejavu-core"),
        FontSource(role: .cjk, name: "WenQuanYiMicroHei", path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
                   faceIndex: 0, package: "fonts-wqy-microhei"),
        FontSource(role: .italic, name: "DejaVuSans-Oblique", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf",
                   faceIndex: 0, package: "fonts-dejavu-extra"),
        FontSource(role: .boldItalic, name: "DejaVuSans-BoldOblique",
                   path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf", faceIndex: 0, package: "fonts-dejavu-extra"),
        FontSource(role: .monospaced, name: "DejaVuSansMono", path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
                   faceIndex: 0, package: "fonts-dejavu-core"),
        FontSource(role: .monospacedBold, name: "DejaVuSansMono-Bold",
                   path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", faceIndex: 0, package: "fonts-dejavu-core"),
        FontSource(role: .serif, name: "DejaVuSerif", path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
                   faceIndex: 0, package: "fonts-dejavu-core"),
        FontSource(role: .serifBold, name: "DejaVuSerif-Bold", path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
                   faceIndex: 0, package: "fonts-dejavu-core"),
        FontSource(role: .rounded, name: "Comfortaa-Regular", path: "/usr/share/fonts/truetype/comfortaa/Comfortaa-Regular.ttf",
                   faceIndex: 0, package: "fonts-comfortaa"),
        FontSource(role: .roundedBold, name: "Comfortaa-Bold", path: "/usr/share/fonts/truetype/comfortaa/Comfortaa-Bold.ttf",
                   faceIndex: 0, package: "fonts-comfortaa"),
    ]
}
