import { Divider, Group, Paper, Stack, Text } from '@mantine/core'
import { documentTotals, type LineAmounts, toEurMinor } from '@portico/domain'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useBillingFormat } from '../format.ts'

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
  const row = (label: string, value: string, testId: string, strong = false) => (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  )
  return (
    <Paper withBorder p="md" radius="md" miw={300} data-testid="totals" aria-live="polite">
      <Stack gap={6}>
        {row(t('billing.totals.subtotal'), money(totals.subtotal_minor), 'totals-subtotal')}
        {totals.vat_breakdown.map((vat) => (
          <Stack key={vat.rate_bp} gap={0}>
            {row(
              t('billing.totals.vatOn', { rate: format.percent(vat.rate_bp), base: money(vat.base_minor) }),
              money(vat.vat_minor),
              `totals-vat-${vat.rate_bp}`,
            )}
            {inEur ? (
              <Text size="xs" c="dimmed" ta="right">
                {t('billing.totals.inEur', {
                  amount: format.money(toEurMinor(vat.vat_minor, eurRate), 'EUR'),
                })}
              </Text>
            ) : null}
          </Stack>
        ))}
        {reverseCharge ? (
          <Text size="sm" c="dimmed" data-testid="totals-reverse-charge">
            {t('billing.totals.reverseCharge')}
          </Text>
        ) : null}
        <Divider />
        {row(t('billing.totals.total'), money(totals.total_minor), 'totals-total', true)}
      </Stack>
    </Paper>
  )
}
