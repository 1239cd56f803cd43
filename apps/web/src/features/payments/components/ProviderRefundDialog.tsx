import '../i18n/register.ts'
import { NativeSelect, Text, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { parseAmount } from '../../billing/documentForm.ts'
import { useProviderRefundMutation, useRefundablePaymentsQuery } from '../queries.ts'

/**
 * Staff pay the customer's credit back through the payment provider, to the account or card of one
 * of its online payments (at most the credit, and what is left of that payment).
 */
export function ProviderRefundDialog({
  customerId,
  currency,
  credit,
  onClose,
}: {
  customerId: string
  currency: string
  credit: number
  onClose: () => void
}) {
  const { t } = useFeatureTranslation()
  const format = useFormat()
  const payments = useRefundablePaymentsQuery(customerId, true)
  const refund = useProviderRefundMutation(customerId)
  const usable = (payments.data ?? []).filter((p) => p.currency === currency && p.refundable_minor > 0)
  const [chosen, setChosen] = useState<string | null>(null)
  const payment = usable.find((p) => p.id === chosen) ?? usable[0]
  const most = Math.min(credit, payment?.refundable_minor ?? 0)
  const [amount, setAmount] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const shown = amount ?? (most / 100).toFixed(2)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const minor = parseAmount(shown, currency)
    if (!payment) return
    if (!Number.isFinite(minor) || minor <= 0 || minor > most)
      return setError(t('payments.refund.amountRange', { most: format.money(most, currency) }))
    setError(null)
    refund.mutate({ online_payment_id: payment.id, amount_minor: minor }, { onSuccess: onClose })
  }
  return (
    <FormDialog
      title={t('payments.refund.title')}
      onClose={onClose}
      onSubmit={submit}
      alerts={[refund.error && t('payments.refund.failed', { message: refund.error.message })]}
      actionLabel={t('payments.refund.submit')}
      actionDisabled={!payment}
      testId="provider-refund"
      busy={refund.isPending}
    >
      <Text size="sm">{t('payments.refund.text', { credit: format.money(credit, currency) })}</Text>
      {usable.length === 0 && !payments.isPending ? (
        <Text size="sm" c="dimmed">
          {t('payments.refund.none')}
        </Text>
      ) : (
        <>
          <NativeSelect
            label={t('payments.refund.payment')}
            value={payment?.id ?? ''}
            onChange={(e) => {
              setChosen(e.currentTarget.value)
              setAmount(null)
            }}
            data={usable.map((p) => ({
              value: p.id,
              label: t('payments.refund.option', {
                amount: format.money(p.amount_minor, p.currency),
                method: p.method ?? '',
                date: p.paid_at ? format.day(p.paid_at.slice(0, 10)) : '',
                left: format.money(p.refundable_minor, p.currency),
              }),
            }))}
            data-testid="provider-refund-payment"
          />
          <TextInput
            label={t('payments.refund.amount')}
            value={shown}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={error}
            inputMode="decimal"
            data-testid="provider-refund-amount"
          />
        </>
      )}
    </FormDialog>
  )
}
