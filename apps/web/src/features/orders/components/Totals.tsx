import { Group, Stack, Text } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCatalogFormat } from '../../catalog/format.ts'

type Amounts = {
  currency: string
  subtotal_minor: number
  discount_minor: number
  vat_minor: number
  total_minor: number
}

/** Subtotal, discount, VAT and the total of a cart or an order. */
export function Totals({ amounts }: { amounts: Amounts }) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const row = (label: string, minor: number, strong = false, testId?: string) => (
    <Group justify="space-between" gap="xl">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId}>
        {format.money(minor, amounts.currency)}
      </Text>
    </Group>
  )
  return (
    <Stack gap={4} ml="auto" miw={240} data-testid="totals">
      {row(t('orders.cart.subtotal'), amounts.subtotal_minor)}
      {amounts.discount_minor
        ? row(t('orders.cart.discount'), -amounts.discount_minor, false, 'totals-discount')
        : null}
      {row(t('orders.cart.vat'), amounts.vat_minor)}
      {row(t('orders.cart.grandTotal'), amounts.total_minor, true, 'totals-total')}
    </Stack>
  )
}
