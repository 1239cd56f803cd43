import type { HostingUsageDay } from '@portico/contracts'
import { Area, AreaChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFrame, chartGrid, chartText, chartTooltipStyle } from '../../../shared/ui/ChartFrame.tsx'

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
  return (
    <ChartFrame height={220} testId={testId}>
      <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid {...chartGrid} />
        <XAxis dataKey="day" tickFormatter={formatDay} tick={chartText} minTickGap={24} />
        <YAxis tickFormatter={(v: number) => format(v)} width={72} tick={chartText} />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(v) => format(Number(v))}
          contentStyle={chartTooltipStyle}
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
    </ChartFrame>
  )
}
