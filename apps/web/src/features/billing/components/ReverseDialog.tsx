import { Text, Textarea } from '@mantine/core'
import type { Payment } from '@portico/contracts'
import { type FormEvent, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useReversePaymentMutation } from '../accountQueries.ts'
import { useBillingFormat } from '../format.ts'
import { BillingDialog } from './BillingDialog.tsx'

/** Reverses a payment registered by mistake: never deleted, the reason stays with it. */
export function ReverseDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t } = useFeatureTranslation()
  const format = useBillingFormat()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const reverse = useReversePaymentMutation()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim().length < 3) return setError(t('billing.reverse.reasonNeeded'))
    reverse.mutate({ id: payment.id, reason: reason.trim() }, { onSuccess: onClose })
  }
  return (
    <BillingDialog name="reverse" mutation={reverse} onClose={onClose} onSubmit={submit}>
      <Text size="sm">
        {t('billing.reverse.text', {
          amount: format.money(payment.amount_minor, payment.currency),
          date: format.date(payment.paid_on),
        })}
      </Text>
      <Textarea
        label={t('billing.reverse.reason')}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value)
          setError(null)
        }}
        error={error}
        maxLength={500}
        autosize
        minRows={2}
        required
        data-testid="reverse-reason"
      />
    </BillingDialog>
  )
}
