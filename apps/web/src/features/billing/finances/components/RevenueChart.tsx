import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFrame, chartGrid, chartText, chartTooltipStyle } from '../../../../shared/ui/ChartFrame.tsx'

/**
 * Revenue per month as bars (recharts). Colours come from the Mantine theme's CSS variables, so the
 * chart follows the six themes and dark mode; the table beside it carries the same figures for
 * screen readers.
 */
export function RevenueChart({
  rows,
  format,
}: {
  rows: { month: string; net: number }[]
  format: (minor: number) => string
}) {
  return (
    <ChartFrame height={260} testId="revenue-chart">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid {...chartGrid} />
        <XAxis dataKey="month" tick={chartText} />
        <YAxis tickFormatter={(v: number) => format(v)} width={90} tick={chartText} />
        <Tooltip formatter={(v) => format(Number(v))} contentStyle={chartTooltipStyle} />
        <Bar
          dataKey="net"
          fill="var(--mantine-primary-color-filled)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ChartFrame>
  )
}
