// swift-tools-version: 5.9
// The SharedImage plugin for a Capacitor 6 or 7 app that uses Swift Package Manager (`npx cap add ios
// --packagemanager SPM`, or `npx cap migrate-spm`). Capacitor's CLI adds this package to the app's CapApp-SPM
// package; CocoaPods apps use SpendropSharedImage.podspec instead.
//
// The plugin's core, the share inbox, is SpenDrop's own SpenDropIntake and SpenDropModel libraries from the
// repository this folder belongs to (two levels up): install the plugin from a SpenDrop checkout (README.md).
import Foundation
import PackageDescription

/// The SpenDrop checkout holding this folder. npm installs a local plugin as a link (node_modules/… points
/// here) and SwiftPM reads `../..` from the link's own path, which would name node_modules: so the link is
/// resolved first.
let spendrop = URL(fileURLWithPath: Context.packageDirectory).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().path

let package = Package(
    name: "SpendropSharedImage",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "SpendropSharedImage", targets: ["SharedImagePlugin"])
    ],
    dependencies: [
        .package(url: "https://github.com/ionic-team/capacitor-swift-pm.git", "6.0.0"..<"8.0.0"),
        .package(name: "SpenDrop", path: spendrop),
    ],
    targets: [
        .target(
            name: "SharedImagePlugin",
            dependencies: [
                .product(name: "Capacitor", package: "capacitor-swift-pm"),
                .product(name: "Cordova", package: "capacitor-swift-pm"),
                .product(name: "SpenDropIntake", package: "SpenDrop"),
                .product(name: "SpenDropModel", package: "SpenDrop"),
            ],
            path: "ios/Sources/SharedImagePlugin",
            resources: [.copy("PrivacyInfo.xcprivacy")]
        )
    ]
)
