import { Select, SimpleGrid, TextInput } from '@mantine/core'
import { PRODUCT_VISIBILITIES } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useVatRatesQuery } from '../../catalog/queries.ts'
import type { TldFormState } from '../tldForm.ts'

// Hints below their inputs keep the three inputs on one line.
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error']

type Props = {
  state: TldFormState
  errors: Record<string, string>
  onChange: (patch: Partial<TldFormState>) => void
}

/** The premium cap (in the first currency), the VAT rate from the billing settings and the visibility. */
export function SalesFields({ state, errors, onChange }: Props) {
  const { t } = useFeatureTranslation()
  const rates = useVatRatesQuery().data ?? [{ rate_bp: 2100, label: '21%' }]
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <TextInput
        label={t('domains.form.premium_cap', { currency: state.currencies[0] ?? 'EUR' })}
        description={t('domains.form.premiumHint')}
        inputWrapperOrder={BELOW}
        value={state.premium_cap}
        error={errors.premium_cap_minor}
        inputMode="decimal"
        onChange={(event) => onChange({ premium_cap: event.currentTarget.value })}
        data-testid="tld-premium-cap"
      />
      <Select
        label={t('domains.form.vat_rate_bp')}
        data={rates.map((r) => ({ value: String(r.rate_bp), label: r.label }))}
        value={state.vat_rate_bp}
        error={errors.vat_rate_bp}
        allowDeselect={false}
        onChange={(value) => value && onChange({ vat_rate_bp: value })}
        data-testid="tld-vat"
      />
      <Select
        label={t('domains.form.visibility')}
        description={t(`catalog.visibilityHint.${state.visibility}`)}
        inputWrapperOrder={BELOW}
        data={PRODUCT_VISIBILITIES.map((value) => ({ value, label: t(`catalog.visibility.${value}`) }))}
        value={state.visibility}
        error={errors.visibility}
        allowDeselect={false}
        onChange={(value) => value && onChange({ visibility: value as TldFormState['visibility'] })}
        data-testid="tld-visibility"
      />
    </SimpleGrid>
  )
}
