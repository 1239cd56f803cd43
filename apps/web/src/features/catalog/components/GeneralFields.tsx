import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import {
  CATALOG_CATEGORIES,
  PRODUCT_TYPES,
  PRODUCT_VISIBILITIES,
  PROVISIONING_ADAPTERS,
} from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { ProductFormState } from '../productForm.ts'
import { useVatRatesQuery } from '../queries.ts'

type Props = {
  state: ProductFormState
  errors: Record<string, string>
  /** The type of a saved product is fixed (its services depend on it). */
  typeLocked: boolean
  onChange: (patch: Partial<ProductFormState>) => void
}

/**
 * Code, names and descriptions in both languages, category, type, provisioning, VAT, visibility and
 * the contract a sale makes (minimum term, notice).
 */
export function GeneralFields({ state, errors, typeLocked, onChange }: Props) {
  const { t } = useFeatureTranslation()
  const rates = useVatRatesQuery().data ?? [{ rate_bp: 2100, label: '21%' }]
  const text = (
    name:
      | 'code'
      | 'name_en'
      | 'name_nl'
      | 'description_en'
      | 'description_nl'
      | 'commitment_months'
      | 'notice_days',
  ) => ({
    label: t(`catalog.fields.${name}`),
    value: state[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ [name]: event.currentTarget.value }),
    'data-testid': `product-${name}`,
  })
  const select = <K extends 'category' | 'type' | 'adapter' | 'visibility' | 'vat_rate_bp'>(
    name: K,
    data: { value: string; label: string }[],
  ) => ({
    label: t(`catalog.fields.${name}`),
    data,
    value: state[name] || null,
    error: errors[name],
    allowDeselect: false,
    onChange: (value: string | null) => value && onChange({ [name]: value } as Partial<ProductFormState>),
    'data-testid': `product-${name}`,
  })
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput {...text('code')} required maxLength={40} />
      <Select
        {...select(
          'category',
          CATALOG_CATEGORIES.map((value) => ({ value, label: t(`catalog.category.${value}`) })),
        )}
        required
      />
      <TextInput {...text('name_en')} required maxLength={200} />
      <TextInput {...text('name_nl')} required maxLength={200} />
      <Textarea {...text('description_en')} autosize minRows={2} maxLength={5000} />
      <Textarea {...text('description_nl')} autosize minRows={2} maxLength={5000} />
      <Select
        {...select(
          'type',
          PRODUCT_TYPES.map((value) => ({ value, label: t(`catalog.type.${value}`) })),
        )}
        disabled={typeLocked}
      />
      <Select
        {...select(
          'adapter',
          PROVISIONING_ADAPTERS.map((value) => ({ value, label: t(`catalog.adapter.${value}`) })),
        )}
      />
      <Select
        {...select(
          'vat_rate_bp',
          rates.map((r) => ({ value: String(r.rate_bp), label: r.label })),
        )}
      />
      <Select
        {...select(
          'visibility',
          PRODUCT_VISIBILITIES.map((value) => ({ value, label: t(`catalog.visibility.${value}`) })),
        )}
        description={t(`catalog.visibilityHint.${state.visibility}`)}
      />
      <TextInput
        {...text('commitment_months')}
        inputMode="numeric"
        description={t('catalog.contractHint')}
        maxLength={2}
      />
      <TextInput {...text('notice_days')} inputMode="numeric" maxLength={3} />
    </SimpleGrid>
  )
}
