import type { HostingUsageDay } from '@portico/contracts'
import {
  Area,
  AreaChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

/**
 * One measure per day as an area (recharts), with the package's limit as a line. Colours come from the
 * Mantine theme's CSS variables (decision 0013); the table below carries the same figures for screen
 * readers, so the chart is hidden from them.
 */
export function UsageChart({
  days,
  measure,
  limit,
  format,
  formatDay,
  testId,
}: {
  days: HostingUsageDay[]
  measure: 'disk_bytes' | 'traffic_bytes'
  limit: number | null
  format: (bytes: number) => string
  formatDay: (day: string) => string
  testId: string
}) {
  const text = { fill: 'var(--mantine-color-text)', fontSize: 12 }
  return (
    <div style={{ width: '100%', height: 220 }} aria-hidden data-testid={testId}>
      <ResponsiveContainer>
        <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid
            strokeDasharray="3 3"
            stroke="var(--mantine-color-default-border)"
            vertical={false}
          />
          <XAxis dataKey="day" tickFormatter={formatDay} tick={text} minTickGap={24} />
          <YAxis tickFormatter={(v: number) => format(v)} width={72} tick={text} />
          <Tooltip
            labelFormatter={(day) => formatDay(String(day))}
            formatter={(v) => format(Number(v))}
            contentStyle={{
              background: 'var(--mantine-color-body)',
              borderColor: 'var(--mantine-color-default-border)',
            }}
          />
          {limit === null ? null : (
            <ReferenceLine
              y={limit}
              stroke="var(--mantine-color-red-filled)"
              strokeDasharray="4 4"
              ifOverflow="extendDomain"
            />
          )}
          <Area
            dataKey={measure}
            type="monotone"
            stroke="var(--mantine-primary-color-filled)"
            fill="var(--mantine-primary-color-light)"
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  )
}
