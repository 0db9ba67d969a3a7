import Foundation
import Testing

/// The plugin's storyboard compiler: a malformed file fails the build with its file, line and
/// reason; a feature not supported yet is a warning naming it.
struct StoryboardCompilerTests {
    private func compile(_ xml: String) throws -> (status: Int32, errors: String, path: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("Broken-\(UUID().uuidString).storyboard")
        try Data(xml.utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let result = try runRewriter("final class A {}\n", options: ["--module", "App", "--interface", path.path])
        return (result.status, result.errors, path.path)
    }

    private let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="VC1">
        <scenes><scene sceneID="S1"><objects>

        """

    @Test func testMalformedXMLFailsWithItsFileAndLine() throws {
        let result = try compile(header + "<viewController id=\"VC1\">\n<view key=\"view\" id=\"V1\">\n</viewController>\n")
        #expect(result.status != 0)
        #expect(result.errors.contains("\(result.path):"))
        #expect(result.errors.contains("\(result.path):6:1: error: the file is not well-formed XML: "
            + "a closing tag does not match the element it closes"))
    }

    @Test func testAReferenceToAMissingObjectFailsTheBuild() throws {
        let result = try compile(header + """
            <viewController id="VC1"><view key="view" id="V1"><connections>
            <outlet property="label" destination="Nope" id="O1"/>
            </connections></view></viewController>
            </objects></scene></scenes></document>
            """)
        #expect(result.status != 0)
        #expect(result.errors.contains("\(result.path):5:1: error: <outlet>'s destination \"Nope\" names no object in this file"))
    }

    @Test func testAnUnsupportedObjectIsAWarningAndAnUnknownClassToo() throws {
        let result = try compile(header + """
            <viewController id="VC1" customClass="Missing" customModuleProvider="target"><view key="view" id="V1"><subviews>
            <mapView id="M1"/>
            </subviews></view></viewController>
            </objects></scene></scenes></document>
            """)
        #expect(result.status == 0)
        #expect(result.errors.contains("warning: <mapView> is not supported by UIKit Server yet; it is left out"))
        #expect(result.errors.contains("warning: unknown class Missing in Interface Builder file"))
    }

    @Test func testAMacStoryboardIsRefused() throws {
        let result = try compile("<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"/>")
        #expect(result.status != 0)
        #expect(result.errors.contains("error: not an iOS storyboard or xib"))
    }

    @Test func testAVariationOfAnAttributeNotReadYetIsAWarningAndItsFontAndMasksAreKept() throws {
        let result = try compile(header + """
            <viewController id="VC1"><view key="view" id="V1"><subviews>
            <label text="Hi" id="L1"><fontDescription key="fontDescription" type="system" pointSize="17"/>
            <variation key="heightClass=compact" lineBreakMode="clip"><fontDescription key="fontDescription" type="system" pointSize="30"/></variation>
            </label></subviews>
            <variation key="default"><mask key="constraints"><exclude reference="C1"/></mask><mask key="subviews"><exclude reference="L1"/></mask></variation>
            </view></viewController>
            </objects></scene></scenes></document>
            """)
        #expect(result.status == 0)
        #expect(result.errors.contains(":6:1: warning: a size-class variation of \"lineBreakMode\" (heightClass=compact) is not "
            + "supported by UIKit Server yet; the default is used"))
        #expect(!result.errors.contains("fontDescription"))
        #expect(!result.errors.contains("<mask>"))
    }

    @Test func testCustomObjectsPageControllersCollectionHeadersAndAttributedTextAreReadWithoutWarnings() throws {
        let result = try compile(header + """
            <pageViewController transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="VC1"/>
            <customObject id="O1" customClass="A" customModuleProvider="target"/>
            </objects></scene><scene sceneID="S2"><objects>
            <collectionViewController id="VC2"><collectionView key="view" id="CV1">
            <collectionReusableView key="sectionHeaderView" reuseIdentifier="H" id="H1"><subviews>
            <label id="L1"><attributedString key="attributedText"><fragment content="Hi"><attributes>
            <font key="NSFont" metaFont="system" size="17"/><paragraphStyle key="NSParagraphStyle" alignment="left"/>
            </attributes></fragment></attributedString></label>
            </subviews></collectionReusableView>
            </collectionView></collectionViewController>
            </objects></scene></scenes></document>
            """)
        #expect(result.status == 0)
        #expect(!result.errors.contains("warning"))
    }

    @Test func testACustomObjectsClassListsItsInitAndItsAwakeFromNibLosesOverrideAndTheSuperCall() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("Objects-\(UUID().uuidString).storyboard")
        try Data((header + """
            <viewController id="VC1"/>
            <customObject id="O1" customClass="Greeter" customModule="App" customModuleProvider="target"/>
            </objects></scene></scenes></document>
            """).utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let source = """
            final class Greeter: NSObject {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    print("awake")
                }
            }
            """
        let result = try runRewriter(source, options: ["--module", "App", "--interface", path.path])
        #expect(result.status == 0)
        #expect(!result.output.contains("override func awakeFromNib()"))
        #expect(!result.output.contains("super.awakeFromNib()"))
        #expect(result.output.contains("func awakeFromNib()"))
        #expect(result.output.contains("print(\"awake\")"))
        #expect(result.output.contains("\"init\": { object, arguments in Greeter() }"))
        #expect(result.output.contains("\"awakeFromNib\": { object, arguments in (object as! Greeter).awakeFromNib() }"))
    }
}
