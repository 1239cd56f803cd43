import type { ReactElement } from 'react'
import { ResponsiveContainer } from 'recharts'

/**
 * What every recharts chart shares. Colours come from the Mantine theme's CSS variables (decision 0013),
 * so a chart follows the themes and dark mode. Spread them: `<CartesianGrid {...chartGrid} />`.
 */
export const chartText = { fill: 'var(--mantine-color-text)', fontSize: 12 }
export const chartGrid = {
  strokeDasharray: '3 3',
  stroke: 'var(--mantine-color-default-border)',
  vertical: false,
}
export const chartTooltipStyle = {
  background: 'var(--mantine-color-body)',
  borderColor: 'var(--mantine-color-default-border)',
}

/**
 * A chart's box: the full width at `height`, hidden from screen readers, since a table next to every
 * chart carries the same figures.
 */
export function ChartFrame({
  height,
  testId,
  children,
}: {
  height: number
  testId: string
  children: ReactElement
}) {
  return (
    <div style={{ width: '100%', height }} aria-hidden data-testid={testId}>
      <ResponsiveContainer>{children}</ResponsiveContainer>
    </div>
  )
}
