import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart";

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function renderChart() {
  render(
    <BarChart
      title="GMV by week"
      labels={["Mar 4", "Mar 11"]}
      longLabels={["Week of Mar 4", "Week of Mar 11"]}
      series={[
        { name: "GMV", values: [20_000, 0], fillClass: "fill-primary" },
        { name: "Revenue", values: [1_500, 4_900], fillClass: "fill-emerald-500" },
      ]}
      xAxisLabel="Week starting"
      yAxisLabel="US dollars"
      format={(cents) => `$${Math.round(cents / 100)}`}
      formatExact={dollars}
    />,
  );
}

describe("BarChart", () => {
  it("names each column by its values, for keyboards and screen readers", () => {
    renderChart();
    expect(screen.getByRole("figure", { name: "GMV by week" })).toBeTruthy();
    const columns = screen.getAllByRole("button");
    expect(columns.map((c) => c.getAttribute("aria-label"))).toEqual([
      "Week of Mar 4: GMV $200.00, Revenue $15.00",
      "Week of Mar 11: GMV $0.00, Revenue $49.00",
    ]);
    fireEvent.focus(columns[1]!);
    expect(screen.getByTestId("chart-readout").textContent).toBe("Week of Mar 11: GMV $0.00, Revenue $49.00");
    fireEvent.blur(columns[1]!);
    expect(screen.getByTestId("chart-readout").textContent).toBe("");
  });

  it("has the same numbers as a table, and a round axis from the largest value", () => {
    renderChart();
    const table = screen.getByRole("table", { name: "GMV by week" });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual(["Week startingGMVRevenue", "Week of Mar 4$200.00$15.00", "Week of Mar 11$0.00$49.00"]);
    // 20,000 cents is already round: the axis tops out at $200, its middle at $100.
    expect(screen.getByText("$200", { selector: "span" })).toBeTruthy();
    expect(screen.getByText("$100", { selector: "span" })).toBeTruthy();
  });
});
