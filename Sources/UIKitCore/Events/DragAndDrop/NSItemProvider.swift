import Foundation

/// How far beyond the app a representation of an item provider is offered.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}

/// A class whose objects an item provider can carry: it names its type identifiers and gives
/// its data for one of them.
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// A class whose objects an item provider can make from data of one of its type identifiers.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Data, or objects, passed in a drag and drop or a copy, in one or more representations
/// (type identifiers such as `public.utf8-plain-text`). Linux Foundation has no item provider:
/// this one carries what the app registers, within the process.
open class NSItemProvider: NSObject, @unchecked Sendable {
    private struct Representation {
        let typeIdentifier: String
        let load: (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }

    private var representations: [Representation] = []
    /// The object the provider was made with, handed as it is to readers of its own class.
    private var object: (any NSItemProviderWriting)?

    /// A name the receiver may give the data, as a file name.
    open var suggestedName: String?

    public override init() {
        super.init()
    }

    /// A provider carrying the object, in every representation its class writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider carrying a file's contents, typed by its extension.
    public convenience init?(contentsOf fileURL: URL) {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        let type = fileURL.pathExtension.isEmpty ? "public.data" : "public.\(fileURL.pathExtension.lowercased())"
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    /// The type identifiers of the provider's representations, in the order registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Adds the object's representations.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        if self.object == nil { self.object = object }
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            representations.append(Representation(typeIdentifier: type) { completion in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            })
        }
    }

    /// Adds a representation whose data the handler gives when asked.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler))
    }

    /// Whether the provider has a representation of the type identifier.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Whether an object of the class can be made from the provider.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        if let object, Swift.type(of: object) as AnyClass === aClass as AnyClass { return true }
        return aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Makes an object of the class from the first representation it reads, and hands it to
    /// the handler.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        if let object, Swift.type(of: object) as AnyClass === aClass as AnyClass, let same = object as? any NSItemProviderReading {
            nonisolated(unsafe) let same = same
            completionHandler(same, nil)
            progress.completedUnitCount = 1
            return progress
        }
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier) else {
            completionHandler(nil, CocoaError(.featureUnsupported))
            return progress
        }
        _ = loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                let object = try aClass.object(withItemProviderData: data, typeIdentifier: type)
                nonisolated(unsafe) let made = object
                completionHandler(made, nil)
            } catch {
                completionHandler(nil, error)
            }
        }
        progress.completedUnitCount = 1
        return progress
    }

    /// Hands the data of the representation of the type identifier to the handler.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representations.first(where: { $0.typeIdentifier == typeIdentifier }) else {
            completionHandler(nil, CocoaError(.featureUnsupported))
            return progress
        }
        _ = representation.load(completionHandler)
        progress.completedUnitCount = 1
        return progress
    }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.plain-text"] }
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.plain-text", "public.text"] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let string = NSString(string: text) as? Self else {
            throw CocoaError(.coderReadCorrupt)
        }
        return string
    }
}
