import { Stack, Switch, Text } from '@mantine/core'
import type { MicrosoftPlannerPolicy } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { WARNING_TEXT } from '../plannerFormat.ts'
import { usePolicyMutation } from '../plannerQueries.ts'

/** A tenant's planner policy: buy a missing seat or stop and notify; whether a removal gives the seat back. */
export function PolicyPanel({ policy, showTenant }: { policy: MicrosoftPlannerPolicy; showTenant: boolean }) {
  const { t } = useFeatureTranslation()
  const save = usePolicyMutation()
  const change = (next: Partial<Pick<MicrosoftPlannerPolicy, 'buy_missing' | 'release_seats'>>) =>
    save.mutate({
      tenant: policy.tenant_id,
      buy_missing: policy.buy_missing,
      release_seats: policy.release_seats,
      ...next,
    })
  return (
    <Panel
      title={showTenant ? `${t('planner.policyTitle')}: ${policy.tenant_domain}` : t('planner.policyTitle')}
      testId="planner-policy"
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t('planner.policyHelp')}
      </Text>
      <Stack gap="sm">
        <Switch
          label={t('planner.buyMissing')}
          description={t('planner.buyMissingOff')}
          checked={policy.buy_missing}
          disabled={!policy.editable || save.isPending}
          onChange={(event) => change({ buy_missing: event.currentTarget.checked })}
          data-testid="policy-buy-missing"
        />
        <Switch
          label={t('planner.releaseSeats')}
          description={t('planner.releaseSeatsHelp')}
          checked={policy.release_seats}
          disabled={!policy.editable || save.isPending}
          onChange={(event) => change({ release_seats: event.currentTarget.checked })}
          data-testid="policy-release-seats"
        />
        {save.isError ? (
          <Text size="sm" c={WARNING_TEXT} role="alert">
            {save.error.message}
          </Text>
        ) : null}
      </Stack>
    </Panel>
  )
}
