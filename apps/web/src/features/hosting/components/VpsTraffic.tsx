import '../i18n/vpsRegister.ts'
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { VpsDetail } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useVpsFormat } from '../vpsFormat.ts'
import { UsageChart } from './UsageChart.tsx'
import { UsageMeter } from './UsageMeter.tsx'

/**
 * A VPS's traffic: this month against the plan, per day over 30 days as a chart, and the last hours
 * as a table (in and out apart) that screen readers read instead of the chart.
 */
export function VpsTraffic({ vps }: { vps: VpsDetail }) {
  const { t } = useFeatureTranslation()
  const format = useVpsFormat()
  // The chart draws days as the web hosting charts do; a VPS's limit is per month, so no line is drawn.
  const days = vps.days.map((d) => ({
    ...d,
    disk_bytes: 0,
    disk_limit_bytes: null,
    traffic_limit_bytes: null,
  }))
  const limit = vps.traffic_limit_bytes
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="xs">
          <UsageMeter
            label={t('hosting.vps.traffic')}
            used={vps.traffic_bytes}
            limit={limit}
            format={format.traffic}
            testId="vps-traffic"
          />
          <Text size="xs" c="dimmed">
            {limit === null
              ? t('hosting.vps.unlimitedNote')
              : t('hosting.vps.limitNote', { limit: format.traffic(limit) })}
          </Text>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="sm">
          <Title order={3} fz="sm" mb="xs">
            {t('hosting.vps.days')}
          </Title>
          <UsageChart
            days={days}
            measure="traffic_bytes"
            limit={null}
            format={format.traffic}
            formatDay={format.day}
            testId="vps-traffic-chart"
          />
        </Paper>
        <Paper withBorder p="sm">
          <Title order={3} fz="sm" mb="xs">
            {t('hosting.vps.hours')}
          </Title>
          <Table.ScrollContainer minWidth={300} mah={240}>
            <Table
              data-testid="vps-traffic-hours"
              stickyHeader
              data={{
                head: [t('hosting.vps.hour'), t('hosting.vps.in'), t('hosting.vps.out')],
                body: vps.hours
                  .slice()
                  .reverse()
                  .map((h) => [format.hour(h.hour), format.traffic(h.in_bytes), format.traffic(h.out_bytes)]),
              }}
            />
          </Table.ScrollContainer>
        </Paper>
      </SimpleGrid>
    </Stack>
  )
}
