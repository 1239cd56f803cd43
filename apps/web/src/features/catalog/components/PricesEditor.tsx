import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PriceGrid } from '../../../shared/ui/PriceGrid.tsx'
import { type ProductFormState, periodsOf } from '../productForm.ts'

/** The prices grid: per currency a row per period the type sells, with price, setup fee and a sell switch. */
export function PricesEditor({
  state,
  errors,
  onChange,
}: {
  state: ProductFormState
  errors: Record<string, string>
  onChange: (next: Pick<ProductFormState, 'prices' | 'currencies'>) => void
}) {
  const { t } = useFeatureTranslation()
  return (
    <PriceGrid
      currencies={state.currencies}
      prices={state.prices}
      periodsOf={() => periodsOf(state.type)}
      errors={errors}
      testId="price"
      labels={{
        period: t('catalog.fields.period'),
        sell: t('catalog.fields.sell'),
        price: t('catalog.fields.price'),
        setup: t('catalog.fields.setup'),
        addCurrency: t('catalog.form.addCurrency'),
        periodName: (period) => t(`catalog.period.${period}`),
      }}
      empty={{ price: '', setup: '', enabled: false }}
      onChange={onChange}
    />
  )
}
