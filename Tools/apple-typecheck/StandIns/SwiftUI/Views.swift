// Stand-in SwiftUI views: each initialiser as the SDK documents it.
import Foundation

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: _PrimitiveView, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    public init(_ key: LocalizedStringKey) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) {}
    /// https://developer.apple.com/documentation/swiftui/text/font(_:)
    public func font(_ font: Font?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/bold()
    public func bold() -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/monospaceddigit()
    public func monospacedDigit() -> Text { self }
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    public init(systemName: String) {}
}

/// https://developer.apple.com/documentation/swiftui/spacer
public struct Spacer: _PrimitiveView {
    public init(minLength: CGFloat? = nil) {}
}

/// https://developer.apple.com/documentation/swiftui/divider
public struct Divider: _PrimitiveView {
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/progressview
public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {}
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init()
    public init() {}
}
extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-6kzcd
    public init(_ titleKey: LocalizedStringKey) {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-5sw0k
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) {}
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    public static let leading = Alignment()
    public static let center = Alignment()
    public static let trailing = Alignment()
    public static let top = Alignment()
    public static let bottom = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {}
}

/// https://developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Int8, Sendable {
    case horizontal
    case vertical
    /// https://developer.apple.com/documentation/swiftui/axis/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/group
public struct Group<Content>: _PrimitiveView {}
extension Group where Content: View {
    /// https://developer.apple.com/documentation/swiftui/group/init(content:)-7ttdy
    public init(@ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/form
public struct Form<Content: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/form/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer>: _PrimitiveView {}
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-5l2m8
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
extension Section where Parent: View, Content: View, Footer: View {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {}
}

/// https://developer.apple.com/documentation/swiftui/list
public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {}
extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {}
    /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    /// For the other stand-ins (Charts) that extend `ForEach`.
    public init(_standInData data: Data) { self.data = data }
}
extension ForEach: View, _PrimitiveView where Content: View {}
extension ForEach where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    { self.data = data }
}
extension ForEach where Content: View, ID == Data.Element.ID, Data.Element: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { self.data = data }
}

/// https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, *)
public struct NavigationStack<Data, Root: View>: _PrimitiveView {}
extension NavigationStack where Data == NavigationPath {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    public init(@ViewBuilder root: () -> Root) {}
}

/// https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath: Equatable {
    public init() {}
}

/// https://developer.apple.com/documentation/swiftui/navigationlink
public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {}
extension NavigationLink where Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: _PrimitiveView {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}
extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-5x7u6
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

/// https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

/// https://developer.apple.com/documentation/swiftui/label
public struct Label<Title: View, Icon: View>: _PrimitiveView {}
extension Label where Title == Text, Icon == Image {
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7gkf6
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-4mb0r
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// https://developer.apple.com/documentation/swiftui/labeledcontent
@available(iOS 16.0, macOS 13.0, *)
public struct LabeledContent<Label, Content>: _PrimitiveView {}
extension LabeledContent where Label == Text, Content == Text {
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)-8g7gu
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
    /// https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)-3rcwq
    @_disfavoredOverload public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
}

/// https://developer.apple.com/documentation/swiftui/picker
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {}
extension Picker where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {}
}

/// https://developer.apple.com/documentation/swiftui/textfield
public struct TextField<Label: View>: _PrimitiveView {}
extension TextField where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-4ckr1
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-7n1ap
    @available(iOS 16.0, macOS 13.0, *)
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
}

/// https://developer.apple.com/documentation/swiftui/contentunavailableview
@available(iOS 17.0, macOS 14.0, *)
public struct ContentUnavailableView<Label, Description, Actions>: _PrimitiveView {}
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-2hy2u
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
}
