import { TextInput } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import {
  type FieldErrors,
  issuePath,
  type SchemaIssue,
  schemaFieldErrors,
} from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { amountText } from '../documentForm.ts'

/** A money movement as typed: its date, the amount in the currency's notation, a reference. */
export type MoneyValues = { date: string; amount: string; reference: string }

/** The values of a money dialog, starting today with `initialMinor` in `currency`. */
export function useMoneyValues(initialMinor: number, currency: string) {
  const [values, setValues] = useState<MoneyValues>(() => ({
    date: new Date().toISOString().slice(0, 10),
    amount: amountText(Math.max(initialMinor, 0), currency),
    reference: '',
  }))
  return [values, (patch: Partial<MoneyValues>) => setValues((v) => ({ ...v, ...patch }))] as const
}

/** Field errors of a money form, in the user's words (the amount says how to write one). */
export function useMoneyErrors() {
  const { t } = useFeatureTranslation()
  return (issues: readonly SchemaIssue[]): FieldErrors =>
    schemaFieldErrors(issues, (issue) =>
      issuePath(issue) === 'amount_minor' ? t('billing.editor.hints.price') : issueMessage(t, issue),
    )
}

/** Date, amount and reference of a payment or refund; `children` go between amount and reference. */
export function MoneyFields({
  values,
  onChange,
  errors,
  dateLabel,
  dateField,
  currency,
  testId,
  children,
}: {
  values: MoneyValues
  onChange: (patch: Partial<MoneyValues>) => void
  errors: FieldErrors
  dateLabel: string
  dateField: string
  currency: string
  testId: string
  children?: ReactNode
}) {
  const { t } = useFeatureTranslation()
  return (
    <>
      <TextInput
        type="date"
        label={dateLabel}
        value={values.date}
        onChange={(e) => onChange({ date: e.currentTarget.value })}
        error={errors[dateField]}
        required
      />
      <TextInput
        label={t('billing.payment.amount', { currency })}
        value={values.amount}
        onChange={(e) => onChange({ amount: e.currentTarget.value })}
        error={errors.amount_minor}
        inputMode="decimal"
        required
        data-testid={`${testId}-amount`}
      />
      {children}
      <TextInput
        label={t('billing.payment.reference')}
        value={values.reference}
        onChange={(e) => onChange({ reference: e.currentTarget.value })}
        error={errors.reference}
        maxLength={200}
      />
    </>
  )
}
