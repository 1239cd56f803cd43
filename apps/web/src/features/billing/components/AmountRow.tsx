import { Group, Text } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useBillingFormat } from '../format.ts'

/** One line of a totals list: label left, amount right, an optional note (e.g. in EUR) below. */
export function AmountRow({
  label,
  value,
  note,
  strong,
  testId,
}: {
  label: string
  value: string
  note?: string
  strong?: boolean
  testId?: string
}) {
  return (
    <div>
      <Group justify="space-between" gap="xl" wrap="nowrap">
        <Text size="sm" fw={strong ? 700 : undefined}>
          {label}
        </Text>
        <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
          {value}
        </Text>
      </Group>
      {note ? (
        <Text size="xs" c="dimmed" ta="right">
          {note}
        </Text>
      ) : null}
    </div>
  )
}

/** The VAT of one rate on its base in the document's currency; with `eurMinor`, that VAT in EUR below it. */
export function VatRow({
  vat,
  currency,
  eurMinor,
  testId,
}: {
  vat: { rate_bp: number; base_minor: number; vat_minor: number }
  currency: string
  eurMinor: number | null
  testId?: string
}) {
  const { t } = useFeatureTranslation()
  const format = useBillingFormat()
  return (
    <AmountRow
      label={t('billing.totals.vatOn', {
        rate: format.percent(vat.rate_bp),
        base: format.money(vat.base_minor, currency),
      })}
      value={format.money(vat.vat_minor, currency)}
      note={
        eurMinor === null ? undefined : t('billing.totals.inEur', { amount: format.money(eurMinor, 'EUR') })
      }
      testId={testId}
    />
  )
}
