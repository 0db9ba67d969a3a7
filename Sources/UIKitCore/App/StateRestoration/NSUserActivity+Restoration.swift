import Foundation

/// A scene's state restoration activity in its archive: its type, title, property-list
/// `userInfo`, identifiers, required keys, web page and flags.
extension NSUserActivity {
    @MainActor
    func restorationValue() -> RestorationValue {
        let coder = RestorationCoder(references: RestorationReferences())
        coder.encode(activityType, forKey: "activityType")
        if let title { coder.encode(title, forKey: "title") }
        if let userInfo { coder.encode(userInfo, forKey: "userInfo") }
        if let requiredUserInfoKeys { coder.encode(requiredUserInfoKeys.sorted(), forKey: "requiredUserInfoKeys") }
        if let webpageURL { coder.encode(webpageURL, forKey: "webpageURL") }
        if let targetContentIdentifier { coder.encode(targetContentIdentifier, forKey: "targetContentIdentifier") }
        if let persistentIdentifier { coder.encode(persistentIdentifier, forKey: "persistentIdentifier") }
        coder.encode(needsSave, forKey: "needsSave")
        coder.encode(isEligibleForHandoff, forKey: "isEligibleForHandoff")
        coder.encode(isEligibleForSearch, forKey: "isEligibleForSearch")
        coder.encode(isEligibleForPrediction, forKey: "isEligibleForPrediction")
        return .dictionary(coder.fields)
    }

    /// The activity an archive value describes, or nil when it has no activity type.
    @MainActor
    static func restored(from value: RestorationValue) -> NSUserActivity? {
        let coder = RestorationCoder(fields: value.fields, references: RestorationReferences())
        guard let type = coder.decodeObject(forKey: "activityType") as? String else { return nil }
        let activity = NSUserActivity(activityType: type)
        activity.title = coder.decodeObject(forKey: "title") as? String
        if let info = coder.decodeObject(forKey: "userInfo") as? [String: Any] {
            activity.userInfo = Dictionary(uniqueKeysWithValues: info.map { (AnyHashable($0.key), $0.value) })
        }
        if let keys = coder.decodeObject(forKey: "requiredUserInfoKeys") as? [Any] {
            activity.requiredUserInfoKeys = Set(keys.compactMap { $0 as? String })
        }
        activity.webpageURL = coder.decodeObject(forKey: "webpageURL") as? URL
        activity.targetContentIdentifier = coder.decodeObject(forKey: "targetContentIdentifier") as? String
        activity.persistentIdentifier = coder.decodeObject(forKey: "persistentIdentifier") as? String
        activity.needsSave = coder.decodeBool(forKey: "needsSave")
        activity.isEligibleForHandoff = coder.decodeBool(forKey: "isEligibleForHandoff")
        activity.isEligibleForSearch = coder.decodeBool(forKey: "isEligibleForSearch")
        activity.isEligibleForPrediction = coder.decodeBool(forKey: "isEligibleForPrediction")
        return activity
    }
}
