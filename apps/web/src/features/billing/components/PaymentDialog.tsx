import { Select } from '@mantine/core'
import { type BillingDocument, PaymentInputSchema } from '@portico/contracts'
import { type FormEvent, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { FieldErrors } from '../../../shared/ui/formErrors.ts'
import { notify } from '../../../shared/ui/notify.ts'
import { parseAmount } from '../documentForm.ts'
import { newIdempotencyKey } from '../paths.ts'
import { usePaymentMutation } from '../queries.ts'
import { BillingDialog } from './BillingDialog.tsx'
import { MoneyFields, useMoneyErrors, useMoneyValues } from './MoneyFields.tsx'

const METHODS = ['bank_transfer', 'direct_debit', 'card', 'cash', 'other'] as const

/** Registers a (partial) payment; partial payments add up to paid, what exceeds the balance is credit. */
export function PaymentDialog({
  document: doc,
  onClose,
}: {
  document: BillingDocument
  onClose: () => void
}) {
  const { t } = useFeatureTranslation()
  // One key for this payment: a retry after a lost answer replays it instead of paying twice.
  const [key] = useState(newIdempotencyKey)
  const [values, change] = useMoneyValues(doc.balance_minor, doc.currency)
  const [method, setMethod] = useState<string>('bank_transfer')
  const [errors, setErrors] = useState<FieldErrors>({})
  const fieldErrors = useMoneyErrors()
  const pay = usePaymentMutation()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = PaymentInputSchema.safeParse({
      paid_on: values.date,
      amount_minor: parseAmount(values.amount, doc.currency),
      method,
      reference: values.reference.trim() || null,
    })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    pay.mutate(
      { id: doc.id, key, payment: parsed.data },
      {
        onSuccess: () => {
          notify(t('billing.notices.paymentRegistered', { number: doc.number ?? '' }))
          onClose()
        },
      },
    )
  }
  return (
    <BillingDialog name="payment" mutation={pay} onClose={onClose} onSubmit={submit}>
      <MoneyFields
        values={values}
        onChange={change}
        errors={errors}
        dateLabel={t('billing.payment.paidOn')}
        dateField="paid_on"
        currency={doc.currency}
        testId="payment"
      >
        <Select
          label={t('billing.payment.method')}
          data={METHODS.map((value) => ({ value, label: t(`billing.payment.methods.${value}`) }))}
          value={method}
          onChange={(value) => value && setMethod(value)}
          allowDeselect={false}
        />
      </MoneyFields>
    </BillingDialog>
  )
}
