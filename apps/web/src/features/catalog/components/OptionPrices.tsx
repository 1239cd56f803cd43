import { Group, TextInput } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { CellAmounts } from '../productForm.ts'

/** An option's (or choice's) price in each currency and period the product sells. */
export function OptionPrices({
  cells,
  amounts,
  label,
  onChange,
}: {
  cells: string[]
  amounts: CellAmounts
  label: string
  onChange: (next: CellAmounts) => void
}) {
  const { t } = useFeatureTranslation()
  return (
    <Group gap="xs" wrap="wrap">
      {cells.map((key) => {
        const [currency, period] = key.split('/')
        const cellLabel = `${label}: ${t(`catalog.period.${period}`)} (${currency})`
        return (
          <TextInput
            key={key}
            label={`${t(`catalog.period.${period}`)} (${currency})`}
            aria-label={cellLabel}
            value={amounts[key] ?? ''}
            onChange={(event) => onChange({ ...amounts, [key]: event.currentTarget.value })}
            inputMode="decimal"
            w={130}
            data-testid="option-price"
          />
        )
      })}
    </Group>
  )
}
