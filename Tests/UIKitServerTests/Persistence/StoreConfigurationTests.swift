import Testing
@testable import UIKitServer

/// The session store's options: flags over the environment, clear errors for bad values.
@Suite
struct StoreConfigurationTests {
    private func configuration(_ arguments: [String], _ environment: [String: String] = [:]) throws -> ServerConfiguration {
        try ServerConfiguration(arguments: ["server"] + arguments, environment: environment)
    }

    @Test func testTheDefaultIsSQLiteInDataWithTenSecondSavesAndSevenDayExpiry() throws {
        let defaults = try configuration([])
        #expect(defaults.storage == .sqlite(directory: "data"))
        #expect(defaults.saveInterval == 10)
        #expect(defaults.sessionMaxAge == 604_800)
    }

    @Test func testFlagsWinOverTheEnvironment() throws {
        let configured = try configuration(["--data-dir", "/var/lib/uikit", "--save-interval", "2.5", "--session-max-age", "60"],
                                           ["UIKIT_DATA_DIR": "/elsewhere", "UIKIT_SAVE_INTERVAL": "30"])
        #expect(configured.storage == .sqlite(directory: "/var/lib/uikit"))
        #expect(configured.saveInterval == 2.5)
        #expect(configured.sessionMaxAge == 60)
    }

    @Test func testAPostgresAddressOrNoneChoosesTheStore() throws {
        let url = "postgres://uikit:secret@db:5432/uikit"
        #expect(try configuration([], ["UIKIT_STORE": url]).storage == .postgres(url: url))
        #expect(try configuration(["--store", "none"], ["UIKIT_STORE": url]).storage == .none)
        #expect(ServerConfiguration.Storage.postgres(url: url).description == "postgres://uikit:***@db:5432/uikit")
    }

    @Test func testAnUnknownStoreIsRefusedWithoutShowingItsPassword() {
        #expect(throws: ConfigurationError.invalidValue(name: "--store", value: "mysql://root:***@db/x",
                                                        expected: "none, sqlite, or a postgres:// address")) {
            try configuration(["--store", "mysql://root:hunter2@db/x"])
        }
    }

    @Test func testASaveIntervalOfZeroIsRefused() {
        #expect(throws: ConfigurationError.invalidValue(name: "UIKIT_SAVE_INTERVAL", value: "0",
                                                        expected: "a number of seconds above 0")) {
            try configuration([], ["UIKIT_SAVE_INTERVAL": "0"])
        }
    }

    @Test func testSessionsDrivenOverRESTHibernateAfterFiveIdleMinutesUnlessConfigured() throws {
        #expect(try configuration([]).hibernateAfter == 300)
        #expect(try configuration([], ["UIKIT_HIBERNATE_AFTER": "45"]).hibernateAfter == 45)
        #expect(try configuration(["--hibernate-after", "0.5"], ["UIKIT_HIBERNATE_AFTER": "45"]).hibernateAfter == 0.5)
        #expect(throws: ConfigurationError.invalidValue(name: "--hibernate-after", value: "0",
                                                        expected: "a number of seconds above 0")) {
            try configuration(["--hibernate-after", "0"])
        }
    }
}
