import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { HostingUsageDay } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useHostingFormat } from '../format.ts'
import { UsageChart } from './UsageChart.tsx'

/** The last 90 days of disk and traffic as charts, and the last week's figures as a table for screen readers. */
export function UsageHistory({ days }: { days: HostingUsageDay[] }) {
  const { t } = useFeatureTranslation()
  const format = useHostingFormat()
  const last = days.at(-1)
  if (!last) return <Text c="dimmed">{t('hosting.view.historyEmpty')}</Text>
  const charts = [
    {
      measure: 'disk_bytes' as const,
      title: t('hosting.disk'),
      limit: last.disk_limit_bytes,
      size: format.disk,
    },
    {
      measure: 'traffic_bytes' as const,
      title: t('hosting.traffic'),
      limit: last.traffic_limit_bytes,
      size: format.traffic,
    },
  ]
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {charts.map((c) => (
          <Paper key={c.measure} withBorder p="sm">
            <Title order={3} fz="sm" mb="xs">
              {c.title}
            </Title>
            <UsageChart
              days={days}
              measure={c.measure}
              limit={c.limit}
              format={c.size}
              formatDay={format.day}
              testId={`usage-chart-${c.measure === 'disk_bytes' ? 'disk' : 'traffic'}`}
            />
          </Paper>
        ))}
      </SimpleGrid>
      <Table.ScrollContainer minWidth={320}>
        <Table
          data-testid="usage-history"
          data={{
            head: [t('hosting.view.day'), t('hosting.disk'), t('hosting.traffic')],
            body: days
              .slice(-7)
              .reverse()
              .map((d) => [format.day(d.day), format.disk(d.disk_bytes), format.traffic(d.traffic_bytes)]),
          }}
        />
      </Table.ScrollContainer>
    </Stack>
  )
}
