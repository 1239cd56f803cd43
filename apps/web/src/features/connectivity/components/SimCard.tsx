import { Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import type { Sim } from '@portico/contracts'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { SIM_STATE_COLORS, useConnectivityFormat } from '../format.ts'
import { useSimAction } from '../queries.ts'
import { SimChangeDialog } from './SimChangeDialog.tsx'

/** A SIM: its numbers and state, this month's use against the bundle, its changes and what can be asked. */
export function SimCard({ sim }: { sim: Sim }) {
  const { t } = useFeatureTranslation()
  const format = useConnectivityFormat()
  const action = useSimAction(sim.id)
  const [dialog, setDialog] = useState<'swap' | 'data_limit' | null>(null)
  const pending = sim.tasks.find((task) => task.status === 'pending')
  const usage = sim.usage[0]
  const cap = sim.data_limit_mb ?? sim.bundle_data_mb
  const busy = Boolean(pending) || sim.state === 'CLOSED'
  return (
    <Paper withBorder p="md" data-testid="sim" data-msisdn={sim.msisdn}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{sim.msisdn}</Text>
            <StatusBadge status={sim.state} colors={SIM_STATE_COLORS} label={sim.state} testId="sim-state" />
            <SandboxTag mode={sim.mvno_mode} />
          </Group>
          <Text size="sm" c="dimmed" data-testid="sim-iccid">
            ICCID {sim.iccid}
          </Text>
          <Text size="sm">
            {sim.bundle} · {sim.company_name}
          </Text>
          {sim.data_limit_mb !== null ? (
            <Text size="sm">{t('connectivity.mobile.limit', { mb: format.number(sim.data_limit_mb) })}</Text>
          ) : null}
          {pending ? (
            <Badge color="yellow" variant="dot" data-testid="sim-pending">
              {t('connectivity.mobile.pending', {
                action: t(`connectivity.mobile.action.${pending.action}`),
              })}
            </Badge>
          ) : null}
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('connectivity.mobile.thisMonth')}
          </Text>
          <Progress
            value={usage ? Math.min(100, (usage.data_mb / cap) * 100) : 0}
            aria-label={t('connectivity.mobile.data')}
          />
          <Text size="sm" data-testid="sim-usage">
            {t('connectivity.mobile.usage', {
              data: format.number(usage?.data_mb ?? 0),
              cap: format.number(cap),
              voice: usage?.voice_minutes ?? 0,
              sms: usage?.sms ?? 0,
            })}
          </Text>
          <Group gap="xs" mt={4}>
            {sim.state === 'OFFLINE' ? (
              <Button
                size="xs"
                variant="default"
                disabled={busy}
                loading={action.isPending}
                onClick={() => action.mutate({ action: 'unsuspend' })}
                data-testid="sim-unsuspend"
              >
                {t('connectivity.mobile.action.unsuspend')}
              </Button>
            ) : (
              <Button
                size="xs"
                variant="default"
                disabled={busy || (sim.state !== 'LIVE' && sim.state !== 'ACTIVE')}
                loading={action.isPending}
                onClick={() => action.mutate({ action: 'suspend' })}
                data-testid="sim-suspend"
              >
                {t('connectivity.mobile.action.suspend')}
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              onClick={() => setDialog('data_limit')}
              data-testid="sim-limit"
            >
              {t('connectivity.mobile.action.data_limit')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              onClick={() => setDialog('swap')}
              data-testid="sim-swap"
            >
              {t('connectivity.mobile.action.swap')}
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
      {dialog ? <SimChangeDialog sim={sim} kind={dialog} onClose={() => setDialog(null)} /> : null}
    </Paper>
  )
}
