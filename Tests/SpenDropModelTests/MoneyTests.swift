import Foundation
import SpenDropModel
import Testing

@Suite struct MoneyTests {
    @Test(arguments: [
        ("1250.00", Int64(125_000)), ("12.5", 1250), ("0.05", 5), ("-3", -300), ("+7.10", 710),
        ("104000.00", 10_400_000),
    ])
    func decimalStringsAreReadExactly(text: String, sen: Int64) {
        #expect(Money(decimalString: text)?.minorUnits == sen)
    }

    @Test(arguments: ["", "12.345", "1,250.00", "RM 12", "12.", ".5", "1e3", "--1", "99999999999999999999"])
    func anythingElseIsRefused(text: String) {
        #expect(Money(decimalString: text) == nil)
    }

    @Test func decimalStringsAlwaysHaveTwoPlaces() {
        #expect(Money(minorUnits: 125_000).decimalString == "1250.00")
        #expect(Money(minorUnits: 5).decimalString == "0.05")
        #expect(Money(minorUnits: -1200).decimalString == "-12.00")
    }

    @Test func displayStringsGroupThousands() {
        #expect(Money(minorUnits: 1_248_050).displayString == "RM 12,480.50")
        #expect(Money(minorUnits: 90).displayString == "RM 0.90")
    }

    @Test func jsonCarriesAStringNeverAFloat() throws {
        let data = try JSONEncoder().encode([Money(minorUnits: 1990)])
        #expect(String(decoding: data, as: UTF8.self) == #"["19.90"]"#)
        #expect(try JSONDecoder().decode([Money].self, from: data) == [Money(minorUnits: 1990)])
    }

    @Test func theDecimalValueIsExact() {
        #expect(Money(minorUnits: 10).decimal == Decimal(string: "0.1"))
    }
}

@Suite struct AppGroupContainerTests {
    @Test func anExplicitHomeWins() {
        let container = AppGroupContainer.resolve(
            explicitHome: "/srv/a", environment: ["SPENDROP_HOME": "/srv/b", "XDG_DATA_HOME": "/srv/c"])
        #expect(container.url.path == "/srv/a")
    }

    @Test func thenTheEnvironmentThenXDGThenTheHomeFolder() {
        #expect(
            AppGroupContainer.resolve(explicitHome: nil, environment: ["SPENDROP_HOME": "/srv/b"]).url.path == "/srv/b")
        #expect(
            AppGroupContainer.resolve(explicitHome: nil, environment: ["XDG_DATA_HOME": "/srv/c"]).url.path
                == "/srv/c/spendrop")
        #expect(
            AppGroupContainer.resolve(explicitHome: nil, environment: ["HOME": "/home/aisyah"]).url.path
                == "/home/aisyah/.local/share/spendrop")
    }

    @Test func everyLocationIsInsideTheContainer() {
        let container = AppGroupContainer(url: URL(fileURLWithPath: "/srv/home"))
        for url in [
            container.ledgerURL, container.inboxDirectory, container.screenshotsDirectory, container.defaultsURL,
            container.shareLogURL, container.temporaryDirectory,
        ] {
            #expect(url.path.hasPrefix("/srv/home/"))
        }
        #expect(container.defaultsURL.lastPathComponent == "group.app.spendrop.plist")
        #expect(!container.contains(URL(fileURLWithPath: "/srv/home/../elsewhere")))
        #expect(!container.contains(URL(fileURLWithPath: "/srv/homework/x")))
    }

    @Test func anUnwritableContainerFailsLoudlyNamingTheGroup() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-folder-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let container = AppGroupContainer(url: file.appendingPathComponent("home"))
        #expect(throws: ContainerError.self) { try container.prepare() }
        do {
            try container.prepare()
        } catch {
            #expect(error.message.contains("group.app.spendrop"))
        }
    }
}
