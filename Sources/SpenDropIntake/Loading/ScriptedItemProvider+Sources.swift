import Foundation

/// Providers that behave like the apps users share payment screens from, as observed on iOS.
///
/// Each takes the bytes (or file) to hand over, so a test decides what the image is while the source decides
/// how it arrives. They are what the loader's order is designed against; keep them in step with real devices.
extension ScriptedItemProvider {
    /// Photos sharing a screenshot: `public.png`, and `loadItem` gives an image object (re-encoded as PNG).
    public static func photosImageObject(_ png: Data) -> ScriptedItemProvider {
        ScriptedItemProvider([Registration("public.png", item: .item(.image(png)), data: .data(png), file: .data(png))])
    }

    /// Photos sharing a camera photo: `loadItem` gives a file URL into the photo library's storage.
    public static func photosFileURL(_ file: URL, typeIdentifier: String = "public.heic") -> ScriptedItemProvider {
        ScriptedItemProvider([Registration(typeIdentifier, item: .file(file), data: .file(file), file: .file(file))])
    }

    /// Files: a security-scoped file URL and nothing else; reading it needs the scope opened first.
    public static func filesApp(_ file: URL, typeIdentifier: String = "public.png") -> ScriptedItemProvider {
        ScriptedItemProvider([
            Registration(typeIdentifier, item: .file(file), file: .file(file)),
            Registration("public.file-url", item: .file(file)),
        ])
    }

    /// A fresh screenshot from the thumbnail's share button: `loadItem` gives archived object data (a binary
    /// property list), and only the data representation has the PNG.
    public static func freshScreenshot(_ png: Data, archived: Data) -> ScriptedItemProvider {
        ScriptedItemProvider([Registration("public.png", item: .data(archived), data: .data(png), file: .data(png))])
    }

    /// A bank app's share button: raw PNG bytes under a generic identifier, `public.data` by default.
    public static func bankShareButton(_ png: Data, typeIdentifier: String = "public.data") -> ScriptedItemProvider {
        ScriptedItemProvider([Registration(typeIdentifier, item: .data(png), data: .data(png))])
    }

    /// A bank app registering only its own, unexported identifier: `loadItem` gives a dictionary, the data is PNG.
    public static func vendorOnly(_ png: Data, typeIdentifier: String = "com.maybank2u.image")
        -> ScriptedItemProvider
    {
        let dictionary = LoadedItem.unsupported("NSDictionary")
        return ScriptedItemProvider([Registration(typeIdentifier, item: .item(dictionary), data: .data(png))])
    }

    /// A provider whose first strategies fail: only the file representation delivers the JPEG.
    public static func firstStrategiesFail(_ jpeg: Data) -> ScriptedItemProvider {
        ScriptedItemProvider([
            Registration(
                "public.jpeg", item: .fail("coercion failed"), data: .fail("no data representation"),
                file: .data(jpeg))
        ])
    }

    /// A provider whose `loadItem` URL points at a temporary file already removed after an earlier callback;
    /// only a file representation read inside its callback gets the image.
    public static func vanishingTemporaryFile(_ png: Data, staleFile: URL) -> ScriptedItemProvider {
        ScriptedItemProvider([
            Registration("public.png", item: .file(staleFile), data: .fail("no data representation"), file: .data(png))
        ])
    }

    /// A provider whose `loadItem` never calls back; the data representation works.
    public static func neverAnswers(_ png: Data) -> ScriptedItemProvider {
        ScriptedItemProvider([Registration("public.png", item: .hang, data: .data(png), file: .hang)])
    }

    /// A provider that never calls back on any strategy.
    public static func silent(typeIdentifier: String = "public.png") -> ScriptedItemProvider {
        ScriptedItemProvider([Registration(typeIdentifier, item: .hang, data: .hang, file: .hang)])
    }

    /// Safari sharing an image: two input items, the page's remote URL (with its title as text) and the image.
    public static func safari(page: URL, jpeg: Data) -> [[any ItemProviding]] {
        [
            [
                ScriptedItemProvider([
                    Registration("public.url", item: .item(.fileURL(page))),
                    Registration("public.plain-text", item: .item(.unsupported("NSString"))),
                ])
            ],
            [ScriptedItemProvider([Registration("public.jpeg", item: .data(jpeg), data: .data(jpeg))])],
        ]
    }
}
