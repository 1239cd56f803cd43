import '../i18n/vpsRegister.ts'
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core'
import type { VpsDetail, VpsPowerAction, VpsTask } from '@portico/contracts'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useVpsFormat } from '../vpsFormat.ts'
import { usePowerVps, useVpsTaskQuery } from '../vpsQueries.ts'

const TASK_COLORS = { running: 'blue', done: 'green', failed: 'red' } as const

/** A task's state in words and as a bar: its per cent when the platform tells, else a moving bar. */
function TaskProgress({ task }: { task: VpsTask }) {
  const { t } = useFeatureTranslation()
  const label = t(`hosting.vps.task.${task.status}`, { action: t(`hosting.vps.action.${task.action}`) })
  const value = task.status === 'running' ? (task.progress ?? 100) : 100
  return (
    <Stack gap={4} data-testid="vps-task" data-status={task.status}>
      <Text size="sm" fw={600} role="status" aria-live="polite">
        {label}
        {task.status === 'running' && task.progress !== null ? ` (${task.progress}%)` : ''}
      </Text>
      {task.error ? (
        <Text size="sm" c="red.8">
          {task.error}
        </Text>
      ) : null}
      <Progress
        value={value}
        color={TASK_COLORS[task.status]}
        striped={task.status === 'running'}
        animated={task.status === 'running'}
        aria-label={label}
        data-testid="vps-task-progress"
        data-value={value}
      />
    </Stack>
  )
}

/**
 * The customer's power actions on an active VPS: start when it is stopped; shut down, reboot or stop
 * (after a warning) when it runs. Each is a task at the platform, followed here until it is done.
 */
export function VpsPowerPanel({ vps }: { vps: VpsDetail }) {
  const { t } = useFeatureTranslation()
  const format = useVpsFormat()
  const running = vps.tasks.find((task) => task.status === 'running')
  const [asked, setAsked] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const power = usePowerVps(vps.id)
  const followed = useVpsTaskQuery(vps.id, asked ?? running?.id ?? null)
  const current = followed.data ?? running
  const busy = current?.status === 'running' || power.isPending
  const act = (action: VpsPowerAction) => {
    setConfirming(false)
    power.mutate(action, { onSuccess: (task) => setAsked(task.id) })
  }
  const actions: VpsPowerAction[] = vps.power === 'running' ? ['shutdown', 'reboot'] : ['start']
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('hosting.vps.actions')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('hosting.vps.actionsIntro')}
        </Text>
        <Group gap="xs">
          {actions.map((action) => (
            <Button
              key={action}
              variant="default"
              disabled={busy}
              onClick={() => act(action)}
              data-testid={`vps-${action}`}
            >
              {t(`hosting.vps.action.${action}`)}
            </Button>
          ))}
          {vps.power === 'running' ? (
            <Button
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={() => setConfirming(true)}
              data-testid="vps-stop"
            >
              {t('hosting.vps.action.stop')}
            </Button>
          ) : null}
        </Group>
        {confirming ? (
          <Alert color="orange" data-testid="vps-stop-confirm">
            <Stack gap="xs">
              <Text size="sm">{t('hosting.vps.confirm.stop')}</Text>
              <Group gap="xs">
                <Button color="red" size="xs" onClick={() => act('stop')}>
                  {t('hosting.vps.confirm.confirm')}
                </Button>
                <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                  {t('hosting.vps.confirm.cancel')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {power.isError ? <Alert color="red">{power.error.message}</Alert> : null}
        {current ? <TaskProgress task={current} /> : null}
        <Title order={3} fz="sm" mt="xs">
          {t('hosting.vps.task.latest')}
        </Title>
        {vps.tasks.length ? (
          <Stack gap={2} data-testid="vps-tasks">
            {vps.tasks.map((task) => (
              <Text key={task.id} size="sm">
                {format.hour(task.started_at)} ·{' '}
                {t(`hosting.vps.task.${task.status}`, { action: t(`hosting.vps.action.${task.action}`) })}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('hosting.vps.task.none')}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}
