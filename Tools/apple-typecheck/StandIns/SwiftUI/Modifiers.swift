// Stand-in SwiftUI modifiers, styles, fonts and colours, as the SDK declares them.
import Foundation
import UIKit

// MARK: - Styles and fonts

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: ShapeStyle, _PrimitiveView, Hashable {
    public static let red = Color()
    public static let green = Color()
    public static let orange = Color()
    public static let blue = Color()
    public static let gray = Color()
    /// https://developer.apple.com/documentation/swiftui/color/primary
    public static let primary = Color()
    /// https://developer.apple.com/documentation/swiftui/color/secondary
    public static let secondary = Color()
    /// https://developer.apple.com/documentation/swiftui/color/accentcolor
    public static let accentColor = Color()
}

extension ShapeStyle where Self == Color {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red
    public static var red: Color { .red }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/green
    public static var green: Color { .green }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/orange
    public static var orange: Color { .orange }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/blue
    public static var blue: Color { .blue }
}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary
    public static let primary = HierarchicalShapeStyle()
    /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
    public static let secondary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/primary
    public static var primary: HierarchicalShapeStyle { .primary }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
    public static var secondary: HierarchicalShapeStyle { .secondary }
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()

    /// https://developer.apple.com/documentation/swiftui/font/textstyle
    public enum TextStyle: Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    /// https://developer.apple.com/documentation/swiftui/font/design
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
    /// https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
    }
    /// https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font()
    }
}

/// https://developer.apple.com/documentation/swiftui/textalignment
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing
    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

/// https://developer.apple.com/documentation/swiftui/pickerstyle
public protocol PickerStyle {}
/// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/segmented
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
public protocol PrimitiveButtonStyle {}
/// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
}
/// https://developer.apple.com/documentation/swiftui/borderedbuttonstyle
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

// MARK: - Toolbars

/// https://developer.apple.com/documentation/swiftui/toolbarcontent
@MainActor @preconcurrency
public protocol ToolbarContent {}

/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> _ToolbarTuple<(repeat each C)> {
        _ToolbarTuple()
    }
}

/// Several toolbar items built together.
public struct _ToolbarTuple<T>: ToolbarContent {
    nonisolated public init() {}
}

/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
}

/// https://developer.apple.com/documentation/swiftui/toolbaritem
public struct ToolbarItem<ID, Content: View>: ToolbarContent {}
extension ToolbarItem where ID == () {
    /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

// MARK: - Modifiers

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { ModifiedContent<Self, Font>() }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { ModifiedContent<Self, S>() }
    /// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        ModifiedContent<Self, TextAlignment>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        ModifiedContent<Self, Edge.Set>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { ModifiedContent<Self, Alignment>() }
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { ModifiedContent<Self, Alignment>() }
    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some View { ModifiedContent<Self, Bool>() }
    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        ModifiedContent<Self, V>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { ModifiedContent<Self, S>() }
    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        ModifiedContent<Self, S>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
        ModifiedContent<Self, UIKeyboardType>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        ModifiedContent<Self, LocalizedStringKey>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-6pwu
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { ModifiedContent<Self, S>() }
    /// https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    { ModifiedContent<Self, NavigationBarItem.TitleDisplayMode>() }
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { ModifiedContent<Self, C>() }
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-5w0tj
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ModifiedContent<Self, Content>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
        -> some View
    { ModifiedContent<Self, Content>() }
    /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        ModifiedContent<Self, Never>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { ModifiedContent<Self, Never>() }
    /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { ModifiedContent<Self, T>() }
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent<Self, Never>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent<Self, Never>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        ModifiedContent<Self, URL>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { ModifiedContent<Self, V>() }
    /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { ModifiedContent<Self, Content>() }
    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { ModifiedContent<Self, Content>() }
    /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        ModifiedContent<Self, Bool>()
    }
    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-2s7pq
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { ModifiedContent<Self, A>() }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { ModifiedContent<Self, M>() }
}

/// https://developer.apple.com/documentation/swiftui/visibility
public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}
