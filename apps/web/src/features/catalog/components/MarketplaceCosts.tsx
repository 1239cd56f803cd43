import { Alert, Text } from '@mantine/core'
import type { Product } from '@portico/contracts'
import { IconCloud } from '@tabler/icons-react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCatalogFormat } from '../format.ts'
import { useMarketplaceProductQuery } from '../queries.ts'

/** Beside an imported product's form: what the distributor charges, and the margin of each resale price. */
export function MarketplaceCosts({ product }: { product: Product }) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const source = useMarketplaceProductQuery(product.marketplace_mpn)
  if (!product.marketplace_mpn) return null
  const margins = product.prices
    .filter((p) => p.enabled)
    .map((p) => {
      const cost = source.data?.costs.find(
        (c) => c.currency === p.currency && p.period === source.data?.period,
      )
      if (!cost) return null
      return t('catalog.marketplace.marginLine', {
        period: t(`catalog.period.${p.period}`),
        cost: format.money(cost.amount_minor, cost.currency),
        price: format.money(p.price_minor, p.currency),
        margin: format.money(p.price_minor - cost.amount_minor, p.currency),
      })
    })
    .filter(Boolean)
  return (
    <Alert
      icon={<IconCloud size={18} aria-hidden />}
      title={t('catalog.marketplace.fromDistributor', { mpn: product.marketplace_mpn })}
      mb="md"
      data-testid="marketplace-costs"
    >
      {source.isError ? (
        <Text size="sm">{t('catalog.marketplace.loadError')}</Text>
      ) : source.data ? (
        <>
          <Text size="sm">
            {source.data.vendor} ·{' '}
            {t('catalog.marketplace.term', {
              term: t(`catalog.period.${source.data.term}`, source.data.term),
            })}
          </Text>
          {margins.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
        </>
      ) : (
        <Text size="sm">…</Text>
      )}
    </Alert>
  )
}
