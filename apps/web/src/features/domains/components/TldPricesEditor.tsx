import { Stack, Text } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PriceGrid } from '../../../shared/ui/PriceGrid.tsx'
import { periodsShown, type TldFormState } from '../tldForm.ts'

/** Per currency a row per year count: the price to register or renew for that long, and whether it sells. */
export function TldPricesEditor({
  state,
  errors,
  onChange,
}: {
  state: TldFormState
  errors: Record<string, string>
  onChange: (next: Pick<TldFormState, 'prices' | 'currencies'>) => void
}) {
  const { t } = useFeatureTranslation()
  return (
    <Stack gap="md">
      {state.kind === 'nl' ? (
        <Text size="sm" data-testid="tld-nl-hint">
          {t('domains.form.nlPricesHint')}
        </Text>
      ) : null}
      <PriceGrid
        currencies={state.currencies}
        prices={state.prices}
        periodsOf={(currency) => periodsShown(state, currency)}
        errors={errors}
        testId="tld-price"
        labels={{
          period: t('domains.form.period'),
          sell: t('domains.form.sell'),
          price: t('domains.form.price'),
          addCurrency: t('domains.form.addCurrency'),
          periodName: (period) => t(`domains.period.${period}`),
        }}
        empty={{ price: '', enabled: false }}
        onChange={onChange}
      />
    </Stack>
  )
}
