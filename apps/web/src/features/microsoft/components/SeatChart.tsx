import { Table } from '@mantine/core'
import type { MicrosoftPlanner } from '@portico/contracts'
import { Area, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFrame, chartGrid, chartText, chartTooltipStyle } from '../../../shared/ui/ChartFrame.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useMicrosoftFormat } from '../format.ts'

type Series = MicrosoftPlanner['seats'][number]

/**
 * One SKU's seats over time as steps (recharts): bought seats as a line, assigned seats as an area.
 * Colours from the Mantine theme (decision 0013); the table under it carries the same figures, so
 * the chart is hidden from screen readers.
 */
export function SeatChart({ series }: { series: Series }) {
  const { t } = useFeatureTranslation()
  const format = useMicrosoftFormat()
  // The day of each step is the server's calendar day (a change at 00:00 in Amsterdam is 23:00 UTC
  // the day before: issue 26, item 12).
  const label = (day: string, i: number) => (i === 0 ? t('planner.now') : format.day(day))
  const data = series.points.map((p, step) => ({ ...p, step, label: label(p.day, step) }))
  return (
    <div data-testid="seat-series" data-sku={series.sku_id}>
      <ChartFrame height={180} testId="seat-chart">
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid {...chartGrid} />
          <XAxis dataKey="label" tick={chartText} minTickGap={16} />
          <YAxis allowDecimals={false} width={32} tick={chartText} />
          <Tooltip contentStyle={chartTooltipStyle} />
          <Area
            dataKey="assigned"
            name={t('planner.assigned')}
            type="stepAfter"
            stroke="var(--mantine-primary-color-filled)"
            fill="var(--mantine-primary-color-light)"
            isAnimationActive={false}
          />
          <Line
            dataKey="purchased"
            name={t('planner.purchased')}
            type="stepAfter"
            stroke="var(--mantine-color-orange-filled)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ChartFrame>
      <Table fz="sm" mt="xs" aria-label={t('planner.seatsTable', { product: series.product })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('planner.moment')}</Table.Th>
            <Table.Th>{t('planner.purchased')}</Table.Th>
            <Table.Th>{t('planner.assigned')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((p) => (
            <Table.Tr key={p.step} data-testid="seat-point">
              <Table.Td>{p.label}</Table.Td>
              <Table.Td data-testid="seat-purchased">{p.purchased}</Table.Td>
              <Table.Td data-testid="seat-assigned">{p.assigned}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}
