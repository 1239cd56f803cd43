import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { InternetLine, InternetLineStatus } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { LINE_STATUS_COLORS, useConnectivityFormat } from '../format.ts'
import { useInternetLinesQuery } from '../queries.ts'
import { StepTimeline } from './StepTimeline.tsx'

/** The delivery timeline's steps in order; a terminated line shows that step too. */
const STEPS: InternetLineStatus[] = ['submitted', 'planned', 'delivered', 'active']

function LineTimeline({ line }: { line: InternetLine }) {
  const { t } = useFeatureTranslation()
  const format = useConnectivityFormat()
  const steps = line.status === 'terminated' ? [...STEPS, 'terminated' as const] : STEPS
  return (
    <StepTimeline
      testId="line"
      steps={steps.map((step) => {
        const event = line.events.find((e) => e.status === step)
        return {
          key: step,
          label: t(`connectivity.status.${step}`),
          at: event?.at ?? null,
          note: event?.planned_date
            ? t('connectivity.internet.lines.plannedDate', { date: format.day(event.planned_date) })
            : null,
        }
      })}
    />
  )
}

function LineCard({ line }: { line: InternetLine }) {
  const { t } = useFeatureTranslation()
  const format = useConnectivityFormat()
  return (
    <Paper
      withBorder
      p="md"
      data-testid="internet-line"
      data-address={`${line.postcode} ${line.house_number}${line.addition ?? ''}`}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>
              {line.street} {line.house_number}
              {line.addition ? ` ${line.addition}` : ''}, {line.city}
            </Text>
            <SandboxTag mode={line.carrier_mode} />
          </Group>
          <Text size="sm">
            {line.package_code} · {line.carrier} {t(`connectivity.technology.${line.technology}`)} ·{' '}
            {t('connectivity.internet.check.speed', { down: line.down_mbps, up: line.up_mbps })}
          </Text>
          <Text size="sm" c="dimmed">
            {line.company_name} ·{' '}
            {t('connectivity.internet.lines.wishDate', { date: format.day(line.wish_date) })}
          </Text>
          {line.carrier_order_id ? (
            <Text size="sm" c="dimmed">
              {t('connectivity.internet.lines.carrierOrder', { id: line.carrier_order_id })}
            </Text>
          ) : null}
          <Group>
            <StatusBadge
              status={line.status}
              colors={LINE_STATUS_COLORS}
              label={t(`connectivity.status.${line.status}`)}
              testId="line-status"
            />
          </Group>
          {line.error ? (
            <Text size="sm" c="red">
              {line.error}
            </Text>
          ) : null}
        </Stack>
        <LineTimeline line={line} />
      </SimpleGrid>
    </Paper>
  )
}

/** The scope's internet lines, each with its delivery timeline (asked again while one is on its way). */
export function InternetLines() {
  const { t } = useFeatureTranslation()
  const lines = useInternetLinesQuery()
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('connectivity.internet.lines.title')}
      </Title>
      {lines.isError ? (
        <QueryError
          message={t('connectivity.internet.lines.loadError')}
          onRetry={() => void lines.refetch()}
        />
      ) : lines.isLoading ? (
        <Skeleton h={120} />
      ) : lines.data?.length ? (
        lines.data.map((line) => <LineCard key={line.id} line={line} />)
      ) : (
        <Text c="dimmed">{t('connectivity.internet.lines.empty')}</Text>
      )}
    </Stack>
  )
}
