import { Button, Text } from '@mantine/core'
import type { ResellerPriceRow } from '@portico/contracts'
import { IconPencil } from '@tabler/icons-react'
import { useState } from 'react'
import { type DataColumn, DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCatalogFormat } from '../format.ts'
import { SalePriceDialog } from './SalePriceDialog.tsx'

const key = (r: ResellerPriceRow) => `${r.product_id}/${r.currency}/${r.period}`

/** A reseller's list: purchase price, its sale price (editable) and the margin per product and period. */
export function ResellerPriceTable({
  resellerId,
  rows,
  loading,
}: {
  resellerId: string
  rows: ResellerPriceRow[] | undefined
  loading: boolean
}) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const [editing, setEditing] = useState<ResellerPriceRow | null>(null)
  const money = (minor: number | null, currency: string) =>
    minor === null ? t('catalog.priceList.notOffered') : format.money(minor, currency)
  const columns: DataColumn<ResellerPriceRow>[] = [
    {
      key: 'product',
      header: t('catalog.priceList.product'),
      render: (r) => (
        <Text size="sm" fw={500}>
          {format.name(r)}
        </Text>
      ),
    },
    {
      key: 'period',
      header: t('catalog.fields.period'),
      nowrap: true,
      render: (r) => t(`catalog.period.${r.period}`),
    },
    {
      key: 'purchase',
      header: t('catalog.priceList.purchase'),
      nowrap: true,
      render: (r) => format.money(r.purchase_minor, r.currency),
    },
    {
      key: 'sale',
      header: t('catalog.priceList.sale'),
      nowrap: true,
      render: (r) => (
        <Text size="sm" c={r.sale_minor === null ? 'dimmed' : undefined} data-testid="sale-cell">
          {money(r.sale_minor, r.currency)}
        </Text>
      ),
    },
    {
      key: 'margin',
      header: t('catalog.priceList.margin'),
      nowrap: true,
      render: (r) =>
        r.margin_minor === null ? (
          '—'
        ) : (
          <Text size="sm" c={r.margin_minor < 0 ? 'red' : undefined}>
            {format.money(r.margin_minor, r.currency)}
          </Text>
        ),
    },
    {
      key: 'edit',
      header: '',
      render: (r) => (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => setEditing(r)}
          aria-label={`${t('catalog.priceList.edit')}: ${format.name(r)} ${t(`catalog.period.${r.period}`)}`}
          data-testid="sale-edit"
        >
          {t('catalog.priceList.edit')}
        </Button>
      ),
    },
  ]
  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={key}
        loading={loading}
        empty={t('catalog.priceList.empty')}
        testId="reseller-price-table"
        minWidth={720}
      />
      {editing && rows ? (
        <SalePriceDialog resellerId={resellerId} row={editing} rows={rows} onClose={() => setEditing(null)} />
      ) : null}
    </>
  )
}
