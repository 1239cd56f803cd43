import { Divider, Paper, Stack, Text } from '@mantine/core'
import { documentTotals, type LineAmounts, toEurMinor } from '@portico/domain'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useBillingFormat } from '../format.ts'
import { AmountRow, VatRow } from './AmountRow.tsx'

/**
 * Totals per VAT rate with the shared documentTotals, the same function the server issues with, so
 * the editor shows exactly what the document will say. VAT also in EUR for another currency.
 */
export function TotalsPanel({
  lines,
  currency,
  eurRate,
  reverseCharge,
}: {
  lines: LineAmounts[]
  currency: string
  eurRate: string | null
  reverseCharge: boolean
}) {
  const { t } = useFeatureTranslation()
  const format = useBillingFormat()
  const totals = documentTotals(lines, { reverseCharge })
  const money = (minor: number) => format.money(minor, currency)
  const inEur = currency !== 'EUR' && eurRate && /^\d+(\.\d+)?$/.test(eurRate)
  return (
    <Paper withBorder p="md" radius="md" miw={300} data-testid="totals" aria-live="polite">
      <Stack gap={6}>
        <AmountRow
          label={t('billing.totals.subtotal')}
          value={money(totals.subtotal_minor)}
          testId="totals-subtotal"
        />
        {totals.vat_breakdown.map((vat) => (
          <VatRow
            key={vat.rate_bp}
            vat={vat}
            currency={currency}
            eurMinor={inEur ? toEurMinor(vat.vat_minor, eurRate) : null}
            testId={`totals-vat-${vat.rate_bp}`}
          />
        ))}
        {reverseCharge ? (
          <Text size="sm" c="dimmed" data-testid="totals-reverse-charge">
            {t('billing.totals.reverseCharge')}
          </Text>
        ) : null}
        <Divider />
        <AmountRow
          label={t('billing.totals.total')}
          value={money(totals.total_minor)}
          strong
          testId="totals-total"
        />
      </Stack>
    </Paper>
  )
}
