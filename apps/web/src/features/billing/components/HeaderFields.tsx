import { Select, SimpleGrid, TextInput } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { FieldErrors } from '../../../shared/ui/formErrors.ts'
import type { DraftValues } from '../documentForm.ts'

/** Dates, terms, language and currency (with its EUR rate) of a document being edited. */
export function HeaderFields({
  values,
  errors,
  onChange,
}: {
  values: DraftValues
  errors: FieldErrors
  onChange: (patch: Partial<DraftValues>) => void
}) {
  const { t } = useFeatureTranslation()
  const text = (name: 'issue_date' | 'supply_date' | 'valid_until' | 'payment_terms_days' | 'eur_rate') => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => onChange({ [name]: e.currentTarget.value }),
    'data-testid': `field-${name}`,
  })
  const currency = values.currency.trim().toUpperCase()
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} style={{ alignItems: 'end' }}>
      <TextInput
        type="date"
        label={t(values.kind === 'quote' ? 'billing.fields.quote_date' : 'billing.fields.issue_date')}
        description={t('billing.editor.issueDateHint')}
        {...text('issue_date')}
      />
      <TextInput type="date" label={t('billing.fields.supply_date')} {...text('supply_date')} />
      {values.kind === 'quote' ? (
        <TextInput
          type="date"
          label={t('billing.fields.valid_until')}
          description={t('billing.editor.validUntilHint')}
          {...text('valid_until')}
        />
      ) : (
        <TextInput
          label={t('billing.fields.payment_terms_days')}
          description={t('billing.editor.termsHint')}
          inputMode="numeric"
          {...text('payment_terms_days')}
        />
      )}
      <Select
        label={t('billing.fields.language')}
        description={t('billing.editor.languageHint')}
        data={[
          { value: 'en', label: t('languages.en') },
          { value: 'nl', label: t('languages.nl') },
        ]}
        value={values.language || null}
        onChange={(value) => onChange({ language: (value ?? '') as DraftValues['language'] })}
        clearable
        error={errors.language}
        data-testid="field-language"
      />
      <TextInput
        label={t('billing.fields.currency')}
        value={values.currency}
        onChange={(e) => onChange({ currency: e.currentTarget.value.toUpperCase() })}
        error={errors.currency}
        maxLength={3}
        data-testid="field-currency"
      />
      {currency && currency !== 'EUR' ? (
        <TextInput
          label={t('billing.fields.eur_rate', { currency })}
          description={t('billing.editor.eurRateHint', { currency })}
          inputMode="decimal"
          placeholder="0.92"
          {...text('eur_rate')}
        />
      ) : null}
    </SimpleGrid>
  )
}
