import '../i18n/register.ts'
import { Alert } from '@mantine/core'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useOnlinePaymentQuery } from '../queries.ts'

/**
 * Back from the provider's checkout (`?payment=<id>`): what became of the payment, followed until the
 * provider has settled it (its webhook may come a moment after the browser); the invoice reloads once
 * it is paid.
 */
export function PaymentReturn({ onPaid }: { onPaid: () => void }) {
  const { t } = useFeatureTranslation()
  const format = useFormat()
  const [params] = useSearchParams()
  const payment = useOnlinePaymentQuery(params.get('payment'))
  const status = payment.data?.status
  useEffect(() => {
    if (status === 'paid') onPaid()
  }, [status, onPaid])
  if (!payment.data) return null
  const amount = format.money(payment.data.amount_minor, payment.data.currency)
  const state =
    status === 'paid'
      ? 'paid'
      : ['open', 'pending', 'authorized'].includes(status ?? '')
        ? 'waiting'
        : 'failed'
  return (
    <Alert
      color={state === 'paid' ? 'teal' : state === 'waiting' ? 'blue' : 'orange'}
      mb="md"
      role={state === 'failed' ? 'alert' : 'status'}
      data-testid="payment-return"
      data-state={state}
    >
      {t(`payments.returned.${state}`, { amount, status: t(`payments.status.${status}`) })}
    </Alert>
  )
}
