import { Text } from '@mantine/core'
import { RefundInputSchema } from '@portico/contracts'
import { type FormEvent, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { FieldErrors } from '../../../shared/ui/formErrors.ts'
import { useRefundMutation } from '../accountQueries.ts'
import { parseAmount } from '../documentForm.ts'
import { useBillingFormat } from '../format.ts'
import { newIdempotencyKey } from '../paths.ts'
import { BillingDialog } from './BillingDialog.tsx'
import { MoneyFields, useMoneyErrors, useMoneyValues } from './MoneyFields.tsx'

/** Records credit paid back to the customer by bank transfer (at most the credit it has). */
export function RefundDialog({
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
  const format = useBillingFormat()
  const [key] = useState(newIdempotencyKey)
  const [values, change] = useMoneyValues(credit, currency)
  const [errors, setErrors] = useState<FieldErrors>({})
  const fieldErrors = useMoneyErrors()
  const refund = useRefundMutation(customerId)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = RefundInputSchema.safeParse({
      currency,
      amount_minor: parseAmount(values.amount, currency),
      refunded_on: values.date,
      reference: values.reference.trim() || null,
    })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    refund.mutate({ key, refund: parsed.data }, { onSuccess: onClose })
  }
  return (
    <BillingDialog name="refund" mutation={refund} onClose={onClose} onSubmit={submit}>
      <Text size="sm">{t('billing.refund.text', { credit: format.money(credit, currency) })}</Text>
      <MoneyFields
        values={values}
        onChange={change}
        errors={errors}
        dateLabel={t('billing.refund.refundedOn')}
        dateField="refunded_on"
        currency={currency}
        testId="refund"
      />
    </BillingDialog>
  )
}
