import { SimpleGrid, TextInput } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { TldFormState } from '../tldForm.ts'

/** The restore fee per currency the TLD is priced in. */
export function RestorePrices({
  state,
  errors,
  onChange,
}: {
  state: TldFormState
  errors: Record<string, string>
  onChange: (patch: Pick<TldFormState, 'restore'>) => void
}) {
  const { t } = useFeatureTranslation()
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {state.currencies.map((currency) => (
        <TextInput
          key={currency}
          label={t('domains.form.restorePrice', { currency })}
          value={state.restore[currency] ?? ''}
          error={errors[`restore:${currency}`]}
          inputMode="decimal"
          onChange={(event) =>
            onChange({ restore: { ...state.restore, [currency]: event.currentTarget.value } })
          }
          data-testid={`tld-restore-${currency}`}
        />
      ))}
    </SimpleGrid>
  )
}
