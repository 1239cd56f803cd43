import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { PortRequest, PortStatus } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { PORT_STATUS_COLORS, useConnectivityFormat } from '../format.ts'
import { usePortsQuery } from '../queries.ts'
import { StepTimeline } from './StepTimeline.tsx'

/** The usual way of a port; a delayed or blocked port shows that step where it happened. */
function stepsOf(port: PortRequest): PortStatus[] {
  const seen = port.events.map((e) => e.status)
  if (seen.includes('blocked')) return seen
  return [
    'requested',
    'in_progress',
    ...(seen.includes('delayed') ? (['delayed'] as const) : []),
    'ready',
    'completed',
  ]
}

function PortCard({ port }: { port: PortRequest }) {
  const { t } = useFeatureTranslation()
  const format = useConnectivityFormat()
  return (
    <Paper withBorder p="md" data-testid="port" data-numbers={port.numbers.join(',')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text fw={600}>{port.numbers.join(', ')}</Text>
          <Text size="sm" c="dimmed">
            {t('connectivity.voip.port.from', { provider: port.current_provider, trunk: port.trunk_name })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('connectivity.internet.lines.wishDate', { date: format.day(port.wish_date) })}
          </Text>
          <div>
            <StatusBadge
              status={port.status}
              colors={PORT_STATUS_COLORS}
              label={t(`connectivity.voip.status.${port.status}`)}
              testId="port-status"
            />
          </div>
          {port.first_possible_date ? (
            <Text size="sm">
              {t('connectivity.voip.port.firstPossible', { date: format.day(port.first_possible_date) })}
            </Text>
          ) : null}
          {port.reason ? (
            <Text size="sm" c="red">
              {port.reason}
            </Text>
          ) : null}
        </Stack>
        <StepTimeline
          testId="port"
          steps={stepsOf(port).map((status) => ({
            key: status,
            label: t(`connectivity.voip.status.${status}`),
            at: port.events.find((e) => e.status === status)?.at ?? null,
          }))}
        />
      </SimpleGrid>
    </Paper>
  )
}

/** The scope's number port requests with the way each went. */
export function PortRequests() {
  const { t } = useFeatureTranslation()
  const ports = usePortsQuery()
  if (!ports.data?.length) return null
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('connectivity.voip.ports')}
      </Title>
      {ports.data.map((port) => (
        <PortCard key={port.id} port={port} />
      ))}
    </Stack>
  )
}
