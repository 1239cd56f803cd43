import { Alert, Button, Group, Text } from '@mantine/core'
import type { MicrosoftSubscription } from '@portico/contracts'
import { useState } from 'react'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { scheduledText, useMicrosoftFormat } from '../format.ts'
import { type SubscriptionChange, useChangeSubscriptionMutation } from '../queries.ts'
import { SeatsInput } from './SeatsInput.tsx'

/**
 * Seats now, and cancelling: an immediate change. When changes are scheduled for the renewal the
 * page says first that this change discards them. A refusal shows the rule and its reopening date.
 */
export function SeatsPanel({ subscription: s }: { subscription: MicrosoftSubscription }) {
  const { t } = useFeatureTranslation()
  const format = useMicrosoftFormat()
  const change = useChangeSubscriptionMutation(s.id)
  const [quantity, setQuantity] = useState<number>(s.quantity)
  const [pending, setPending] = useState<SubscriptionChange | null>(null)
  const run = (next: SubscriptionChange) => {
    setPending(null)
    change.mutate(next)
  }
  const ask = (next: SubscriptionChange) =>
    s.scheduled || next.kind === 'cancel' ? setPending(next) : run(next)
  const result = change.data
  const scheduled = scheduledText(t, s.scheduled)
  return (
    <Panel title={t('microsoft.subscription.seatsTitle')} testId="seats-panel">
      <Text size="sm" c="dimmed" mb="sm">
        {t('microsoft.subscription.seatsHelp')}
      </Text>
      <Group align="flex-end">
        <SeatsInput value={quantity} onChange={setQuantity} testId="seats-quantity" />
        <Button
          onClick={() => ask({ kind: 'seats', quantity })}
          loading={change.isPending}
          disabled={quantity === s.quantity || s.status !== 'active'}
          data-testid="seats-apply"
        >
          {t('microsoft.subscription.applyNow')}
        </Button>
        <Button
          variant="default"
          onClick={() => ask({ kind: 'cancel' })}
          disabled={s.status !== 'active'}
          data-testid="subscription-cancel"
        >
          {t('microsoft.subscription.cancel')}
        </Button>
      </Group>
      {change.isError ? (
        <Alert color="red" mt="md" role="alert" data-testid="seats-refused">
          {change.error.message}
        </Alert>
      ) : null}
      {result && !change.isError ? (
        <Alert color="green" mt="md" data-testid="seats-result">
          {result.prorated_minor !== null && result.currency
            ? t('microsoft.subscription.charged', {
                amount: format.money(result.prorated_minor, result.currency),
              })
            : t('microsoft.subscription.changed')}
          {result.discarded_scheduled ? ` ${t('microsoft.subscription.discarded')}` : ''}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={pending !== null}
        title={
          pending?.kind === 'cancel'
            ? t('microsoft.subscription.cancelTitle')
            : t('microsoft.subscription.discardTitle')
        }
        message={
          <>
            {pending?.kind === 'cancel' ? `${t('microsoft.subscription.cancelMessage')} ` : ''}
            {s.scheduled ? t('microsoft.subscription.discardMessage', { scheduled }) : ''}
          </>
        }
        confirmLabel={
          pending?.kind === 'cancel'
            ? t('microsoft.subscription.cancel')
            : t('microsoft.subscription.discardConfirm')
        }
        onConfirm={() => pending && run(pending)}
        onClose={() => setPending(null)}
      />
    </Panel>
  )
}
