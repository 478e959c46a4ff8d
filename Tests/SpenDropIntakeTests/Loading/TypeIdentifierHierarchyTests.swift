import Testing

@testable import SpenDropIntake

@Suite struct TypeIdentifierHierarchyTests {
    @Test(arguments: [
        ("public.png", "public.image", true),
        ("public.png", "public.data", true),
        ("public.jpeg", "public.item", true),
        ("public.heic", "public.image", true),
        ("public.file-url", "public.url", true),
        ("public.file-url", "public.data", true),
        ("public.url", "public.file-url", false),
        ("public.image", "public.png", false),
        ("public.png", "public.jpeg", false),
        ("com.maybank2u.image", "public.image", false),
        ("com.maybank2u.image", "public.data", false),
        ("com.maybank2u.image", "com.maybank2u.image", true),
        ("PUBLIC.PNG", "public.Image", true),
        ("public.plain-text", "public.image", false),
    ])
    func standardTreeAnswersConformance(identifier: String, parent: String, expected: Bool) {
        #expect(TypeIdentifierHierarchy.standard.conforms(identifier, to: parent) == expected)
    }

    @Test func declaredVendorTypeConformsThroughItsParents() {
        let hierarchy = TypeIdentifierHierarchy.standard.declaring(["com.example.bank.receipt": ["public.png"]])
        #expect(hierarchy.conforms("com.example.bank.receipt", to: "public.image"))
        #expect(hierarchy.conforms("com.example.bank.receipt", to: "public.data"))
        #expect(!TypeIdentifierHierarchy.standard.conforms("com.example.bank.receipt", to: "public.image"))
    }

    @Test func cyclicDeclarationsTerminate() {
        let hierarchy = TypeIdentifierHierarchy(parents: ["a.one": ["a.two"], "a.two": ["a.one"]])
        #expect(hierarchy.supertypes(of: "a.one") == ["a.one", "a.two"])
        #expect(!hierarchy.conforms("a.one", to: "public.data"))
    }
}
