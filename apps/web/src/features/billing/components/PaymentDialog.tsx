import { Select, TextInput } from '@mantine/core'
import { type BillingDocument, PaymentInputSchema } from '@portico/contracts'
import { type FormEvent, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type FieldErrors, issuePath, schemaFieldErrors } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { amountText, parseAmount } from '../documentForm.ts'
import { newIdempotencyKey } from '../paths.ts'
import { usePaymentMutation } from '../queries.ts'
import { BillingDialog } from './BillingDialog.tsx'

const METHODS = ['bank_transfer', 'direct_debit', 'card', 'cash', 'other'] as const

/** Registers a (partial) payment; partial payments add up to paid. */
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
  const [paidOn, setPaidOn] = useState(() => new Date().toISOString().slice(0, 10))
  const [amount, setAmount] = useState(() => amountText(Math.max(doc.balance_minor, 0), doc.currency))
  const [method, setMethod] = useState<string>('bank_transfer')
  const [reference, setReference] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const pay = usePaymentMutation()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = PaymentInputSchema.safeParse({
      paid_on: paidOn,
      amount_minor: parseAmount(amount, doc.currency),
      method,
      reference: reference.trim() || null,
    })
    if (!parsed.success)
      return setErrors(
        schemaFieldErrors(parsed.error.issues, (issue) =>
          issuePath(issue) === 'amount_minor' ? t('billing.editor.hints.price') : issueMessage(t, issue),
        ),
      )
    pay.mutate({ id: doc.id, key, payment: parsed.data }, { onSuccess: onClose })
  }
  return (
    <BillingDialog name="payment" mutation={pay} onClose={onClose} onSubmit={submit}>
      <TextInput
        type="date"
        label={t('billing.payment.paidOn')}
        value={paidOn}
        onChange={(e) => setPaidOn(e.currentTarget.value)}
        error={errors.paid_on}
        required
      />
      <TextInput
        label={t('billing.payment.amount', { currency: doc.currency })}
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        error={errors.amount_minor}
        inputMode="decimal"
        required
        data-testid="payment-amount"
      />
      <Select
        label={t('billing.payment.method')}
        data={METHODS.map((value) => ({ value, label: t(`billing.payment.methods.${value}`) }))}
        value={method}
        onChange={(value) => value && setMethod(value)}
        allowDeselect={false}
      />
      <TextInput
        label={t('billing.payment.reference')}
        value={reference}
        onChange={(e) => setReference(e.currentTarget.value)}
        error={errors.reference}
        maxLength={200}
      />
    </BillingDialog>
  )
}
