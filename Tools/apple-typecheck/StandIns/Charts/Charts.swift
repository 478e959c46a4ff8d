// Stand-in for Swift Charts (iOS 16+): a chart of bar and sector marks over plottable values.
import Foundation
import SwiftUI

/// https://developer.apple.com/documentation/charts/chartcontent
@MainActor @preconcurrency
public protocol ChartContent {}

/// https://developer.apple.com/documentation/charts/chartcontentbuilder
@resultBuilder
public struct ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> _ChartTuple<(repeat each C)> {
        _ChartTuple()
    }
}

/// Several marks built together.
public struct _ChartTuple<T>: ChartContent {
    nonisolated public init() {}
}

/// https://developer.apple.com/documentation/charts/plottable
public protocol Plottable {}
extension String: Plottable {}
extension Double: Plottable {}
extension Int: Plottable {}
extension Date: Plottable {}

/// https://developer.apple.com/documentation/charts/plottablevalue
public struct PlottableValue<Value: Plottable> {
    /// https://developer.apple.com/documentation/charts/plottablevalue/value(_:_:)-6ewk1
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue()
    }
}

/// https://developer.apple.com/documentation/charts/barmark
public struct BarMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/barmark/init(x:y:width:stacking:)
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}

/// https://developer.apple.com/documentation/charts/sectormark
@available(iOS 17.0, macOS 14.0, *)
public struct SectorMark: ChartContent {
    /// https://developer.apple.com/documentation/charts/sectormark/init(angle:innerradius:outerradius:angularinset:)
    public init<V: Plottable>(angle: PlottableValue<V>) {}
}

extension ChartContent {
    /// https://developer.apple.com/documentation/charts/chartcontent/foregroundstyle(by:)
    nonisolated public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        _ChartTuple<D>()
    }
}

extension ForEach: ChartContent where Content: ChartContent {}
extension ForEach where Content: ChartContent {
    /// https://developer.apple.com/documentation/charts/chartcontent (ForEach conforms when its content does)
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) { self.init(_standInData: data) }
}

/// https://developer.apple.com/documentation/charts/chart
@available(iOS 16.0, macOS 13.0, *)
public struct Chart<Content: ChartContent>: View {
    /// https://developer.apple.com/documentation/charts/chart/init(content:)
    public init(@ChartContentBuilder content: () -> Content) {}
    public var body: some View { EmptyView() }
}
