import { Alert, Button, Group, Select, Switch, Text } from '@mantine/core'
import type { MicrosoftSubscription } from '@portico/contracts'
import { NCE_BILLING, NCE_TERMS, type NceBilling, type NceTerm, termAllowsBilling } from '@portico/domain'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { scheduledText } from '../format.ts'
import { useChangeSubscriptionMutation } from '../queries.ts'
import { SeatsInput } from './SeatsInput.tsx'

/** Auto-renew and the changes planned for the renewal (quantity, term, billing frequency). */
export function RenewalPanel({ subscription: s }: { subscription: MicrosoftSubscription }) {
  const { t } = useFeatureTranslation()
  const change = useChangeSubscriptionMutation(s.id)
  const [quantity, setQuantity] = useState<number>(s.scheduled?.quantity ?? s.quantity)
  const [term, setTerm] = useState<NceTerm>(s.scheduled?.term ?? s.term)
  const [billing, setBilling] = useState<NceBilling>(s.scheduled?.billing ?? s.billing)
  const active = s.status === 'active'
  return (
    <Panel title={t('microsoft.subscription.scheduleTitle')} testId="renewal-panel">
      <Switch
        label={t('microsoft.subscription.autoRenew')}
        checked={s.auto_renew}
        disabled={!active || change.isPending}
        onChange={(event) => change.mutate({ kind: 'autoRenew', autoRenew: event.currentTarget.checked })}
        data-testid="auto-renew"
        mb="md"
      />
      <Text size="sm" data-testid="renewal-scheduled">
        {scheduledText(t, s.scheduled) || t('microsoft.subscription.noneScheduled')}
      </Text>
      <Text size="sm" c="dimmed" my="sm">
        {t('microsoft.subscription.scheduleHelp')}
      </Text>
      <Group align="flex-end">
        <SeatsInput value={quantity} onChange={setQuantity} testId="renewal-quantity" />
        <Select
          label={t('microsoft.subscriptions.term')}
          data={NCE_TERMS.map((value) => ({ value, label: t(`microsoft.term.${value}`) }))}
          value={term}
          onChange={(value) => value && setTerm(value as NceTerm)}
          allowDeselect={false}
          w={140}
        />
        <Select
          label={t('microsoft.subscription.billing')}
          data={NCE_BILLING.map((value) => ({
            value,
            label: t(`microsoft.billing.${value}`),
            disabled: !termAllowsBilling(term, value),
          }))}
          value={termAllowsBilling(term, billing) ? billing : 'monthly'}
          onChange={(value) => value && setBilling(value as NceBilling)}
          allowDeselect={false}
          w={160}
        />
        <Button
          variant="light"
          disabled={!active}
          loading={change.isPending}
          onClick={() =>
            change.mutate({
              kind: 'schedule',
              plan: {
                quantity,
                term,
                billing: termAllowsBilling(term, billing) ? billing : 'monthly',
                sku_id: s.sku_id,
              },
            })
          }
          data-testid="renewal-schedule"
        >
          {t('microsoft.subscription.schedule')}
        </Button>
        {s.scheduled ? (
          <Button
            variant="subtle"
            color="red.9"
            onClick={() => change.mutate({ kind: 'schedule', plan: null })}
          >
            {t('microsoft.subscription.unschedule')}
          </Button>
        ) : null}
      </Group>
      {change.isError ? (
        <Alert color="red" mt="md" role="alert" data-testid="renewal-refused">
          {change.error.message}
        </Alert>
      ) : null}
    </Panel>
  )
}
