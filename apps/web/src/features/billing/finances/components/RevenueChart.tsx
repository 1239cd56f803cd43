import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

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
    <div style={{ width: '100%', height: 260 }} aria-hidden data-testid="revenue-chart">
      <ResponsiveContainer>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid
            strokeDasharray="3 3"
            stroke="var(--mantine-color-default-border)"
            vertical={false}
          />
          <XAxis dataKey="month" tick={{ fill: 'var(--mantine-color-text)', fontSize: 12 }} />
          <YAxis
            tickFormatter={(v: number) => format(v)}
            width={90}
            tick={{ fill: 'var(--mantine-color-text)', fontSize: 12 }}
          />
          <Tooltip
            formatter={(v) => format(Number(v))}
            contentStyle={{
              background: 'var(--mantine-color-body)',
              borderColor: 'var(--mantine-color-default-border)',
            }}
          />
          <Bar
            dataKey="net"
            fill="var(--mantine-primary-color-filled)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
