import { Text } from '@mantine/core'
import type { Offer, OfferPrice } from '@portico/contracts'
import { type DataColumn, DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCatalogFormat } from '../format.ts'

type Row = { offer: Offer; price: OfferPrice }

/** A company's price list: one row per product and period, at the price it pays. */
export function OfferTable({ offers, loading }: { offers: Offer[] | undefined; loading: boolean }) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const rows = offers?.flatMap((offer) => offer.prices.map((price) => ({ offer, price })))
  const columns: DataColumn<Row>[] = [
    {
      key: 'product',
      header: t('catalog.priceList.product'),
      render: (r) => (
        <Text size="sm" fw={500}>
          {format.name(r.offer)}
        </Text>
      ),
    },
    {
      key: 'category',
      header: t('catalog.fields.category'),
      render: (r) => t(`catalog.category.${r.offer.category}`),
    },
    {
      key: 'period',
      header: t('catalog.fields.period'),
      nowrap: true,
      render: (r) => t(`catalog.period.${r.price.period}`),
    },
    {
      key: 'price',
      header: t('catalog.fields.price'),
      nowrap: true,
      render: (r) => (
        <Text size="sm" ta="right" data-testid="offer-price">
          {format.money(r.price.price_minor, r.price.currency)}
        </Text>
      ),
    },
    {
      key: 'setup',
      header: t('catalog.fields.setup'),
      nowrap: true,
      render: (r) => (
        <Text size="sm" ta="right">
          {r.price.setup_minor ? format.money(r.price.setup_minor, r.price.currency) : '—'}
        </Text>
      ),
    },
  ]
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.offer.product_id}/${r.price.currency}/${r.price.period}`}
      loading={loading}
      empty={t('catalog.priceList.empty')}
      testId="offer-table"
      minWidth={560}
    />
  )
}
