#if canImport(UIKit)
import Charts
import SpenDropLedger
import SpenDropModel
import SwiftUI

/// This month's spending: the total, the number of entries, and a bar per category, from the ledger's report.
struct MonthSummaryView: View {
    let report: LedgerReport

    var body: some View {
        Section("This month") {
            LabeledContent("Spent", value: report.totals.expense.displayString)
            if report.totals.moneyIn.minorUnits > 0 {
                LabeledContent("Money in", value: report.totals.moneyIn.displayString)
            }
            LabeledContent("Entries", value: "\(report.totals.count)")
            if !categories.isEmpty {
                Chart {
                    ForEach(categories, id: \.name) { share in
                        // Bars are drawn in whole ringgit; the exact amounts are in the rows below.
                        BarMark(
                            x: .value("Spent (RM)", Int(share.amount.minorUnits / 100)),
                            y: .value("Category", share.name))
                    }
                }
                .frame(height: CGFloat(28 * categories.count + 24))
                ForEach(categories, id: \.name) { share in
                    LabeledContent(share.name, value: share.amount.displayString)
                }
            }
        }
    }

    /// The categories with spending this month, biggest first, each with its label.
    private var categories: [(name: String, amount: Money)] {
        report.byCategory.filter { $0.amount.minorUnits > 0 }.sorted { $0.amount.minorUnits > $1.amount.minorUnits }
            .map { (($0.name ?? "other").capitalized, $0.amount) }
    }
}
#endif
