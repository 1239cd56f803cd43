import { Anchor, Button, Stack, Text } from '@mantine/core'
import type { MicrosoftPlannedChange } from '@portico/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { type DataColumn, DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx'
import { useMicrosoftFormat } from '../format.ts'
import { CHANGE_STATUS_COLORS, changeText, effectText, WARNING_TEXT } from '../plannerFormat.ts'
import { plannerPaths } from '../plannerPaths.ts'
import { useCancelChangeMutation } from '../plannerQueries.ts'

/**
 * Planned licence changes in the order they run: day, user, change, what it does to the seats (or
 * why it stopped), its cost and status; a change not yet started can be cancelled.
 */
export function PlannedChangesTable({
  changes,
  loading,
  showUser = true,
}: {
  changes: MicrosoftPlannedChange[] | undefined
  loading: boolean
  showUser?: boolean
}) {
  const { t } = useFeatureTranslation()
  const format = useMicrosoftFormat()
  const cancel = useCancelChangeMutation()
  const [asking, setAsking] = useState<MicrosoftPlannedChange | null>(null)
  const columns: DataColumn<MicrosoftPlannedChange>[] = [
    {
      key: 'day',
      header: t('planner.columns.day'),
      nowrap: true,
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {format.day(c.run_on)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`planner.runs.${c.action}`)}
          </Text>
        </Stack>
      ),
    },
    ...(showUser
      ? [
          {
            key: 'user',
            header: t('planner.columns.user'),
            render: (c: MicrosoftPlannedChange) => (
              <Anchor component={Link} to={plannerPaths.userPlan(c.user_id)} data-testid="change-user">
                {c.user_name}
              </Anchor>
            ),
          },
        ]
      : []),
    {
      key: 'change',
      header: t('planner.columns.change'),
      wide: true,
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm">{changeText(t, c)}</Text>
          <Text size="xs" c="dimmed">
            {c.tenant_domain}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'effect',
      header: t('planner.columns.effect'),
      wide: true,
      render: (c) => (
        <Stack gap={2} data-testid="change-effect">
          <Text size="sm">{effectText(t, c, format.day)}</Text>
          {c.failure ? (
            <Text size="sm" c={WARNING_TEXT} data-testid="change-failure">
              {c.failure}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'cost',
      header: t('planner.columns.cost'),
      nowrap: true,
      render: (c) => (
        <span data-testid="change-cost">
          {c.cost_minor === 0 ? t('planner.noCost') : format.money(c.cost_minor, c.currency)}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('planner.columns.status'),
      nowrap: true,
      render: (c) => (
        <Stack gap={4} align="flex-start" miw="max-content">
          <StatusBadge
            status={c.status}
            colors={CHANGE_STATUS_COLORS}
            label={t(`planner.status.${c.status}`)}
            testId="change-status"
          />
          {c.status === 'planned' ? (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => setAsking(c)}
              data-testid="change-cancel"
            >
              {t('planner.cancel')}
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ]
  return (
    <>
      <DataTable
        columns={columns}
        rows={changes}
        rowKey={(c) => c.id}
        loading={loading}
        empty={t('planner.empty')}
        testId="planned-changes"
        minWidth={760}
        stackOnPhone
      />
      <ConfirmDialog
        opened={asking !== null}
        title={t('planner.cancelTitle')}
        message={
          asking
            ? t('planner.cancelMessage', {
                change: changeText(t, asking),
                user: asking.user_name,
                day: format.day(asking.run_on),
              })
            : ''
        }
        confirmLabel={t('planner.cancelConfirm')}
        loading={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onConfirm={() => asking && cancel.mutate(asking.id, { onSuccess: () => setAsking(null) })}
        onClose={() => setAsking(null)}
      />
    </>
  )
}
