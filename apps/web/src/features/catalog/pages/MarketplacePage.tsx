import '../i18n/register.ts'
import { Anchor, Badge, Button, Group, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { MarketplaceProduct } from '@portico/contracts'
import { IconDownload, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { type DataColumn, DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { ImportDialog } from '../components/ImportDialog.tsx'
import { useCatalogFormat } from '../format.ts'
import { catalogPaths } from '../paths.ts'
import { useMarketplaceQuery } from '../queries.ts'

const PAGE = 25

/** /admin/catalog/ingram-cloud/products: the distributor's cloud products, imported with a resale price. */
export default function MarketplacePage() {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 300)
  const [offset, setOffset] = useState(0)
  const [importing, setImporting] = useState<MarketplaceProduct | null>(null)
  const list = useMarketplaceQuery({ q: q || undefined, offset, limit: PAGE })
  const total = list.data?.total ?? 0
  const amounts = (prices: MarketplaceProduct['costs'], period: MarketplaceProduct['period']) =>
    prices.length
      ? `${prices.map((p) => format.money(p.amount_minor, p.currency)).join(' · ')} ${t(`catalog.perPeriod.${period}`)}`
      : '-'

  const columns: DataColumn<MarketplaceProduct>[] = [
    { key: 'mpn', header: 'MPN', nowrap: true, render: (row) => <Text size="sm">{row.mpn}</Text> },
    {
      key: 'name',
      header: t('catalog.fields.name'),
      render: (row) => (
        <>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.vendor} ·{' '}
            {t('catalog.marketplace.term', { term: t(`catalog.period.${row.term}`, row.term) })}
          </Text>
        </>
      ),
    },
    {
      key: 'cost',
      header: t('catalog.marketplace.cost'),
      nowrap: true,
      render: (row) => amounts(row.costs, row.period),
    },
    {
      key: 'msrp',
      header: t('catalog.marketplace.msrp'),
      nowrap: true,
      render: (row) => amounts(row.msrp, row.period),
    },
    {
      key: 'action',
      header: t('catalog.marketplace.status'),
      nowrap: true,
      render: (row) =>
        row.product_id ? (
          <Anchor
            component={Link}
            to={catalogPaths.marketplaceProduct(row.product_id)}
            data-testid="marketplace-imported"
          >
            {t('catalog.marketplace.imported')}
          </Anchor>
        ) : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => setImporting(row)}
            data-testid="marketplace-import"
            aria-label={`${t('catalog.marketplace.import')}: ${row.name}`}
          >
            {t('catalog.marketplace.import')}
          </Button>
        ),
    },
  ]

  return (
    <>
      <PageHeader
        title={t('routes.catalogCloud')}
        actions={
          list.data?.mode === 'sandbox' ? (
            <Badge color="grape" variant="dot" size="lg" data-testid="marketplace-sandbox">
              {t('catalog.marketplace.sandbox')}
            </Badge>
          ) : null
        }
      />
      <Text size="sm" c="dimmed" mb="md" maw={720}>
        {t('catalog.marketplace.intro')}
      </Text>
      <TextInput
        label={t('catalog.list.search')}
        placeholder={t('catalog.marketplace.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          setOffset(0)
        }}
        w={{ base: '100%', sm: 320 }}
        maxLength={100}
        type="search"
        mb="md"
        data-testid="marketplace-search"
      />
      {list.isError ? (
        <QueryError message={t('catalog.marketplace.loadError')} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={list.data?.data}
            rowKey={(row) => row.mpn}
            loading={list.isFetching && !list.data}
            empty={t('catalog.list.empty')}
            testId="marketplace-table"
          />
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed">
              {t('catalog.marketplace.count', { count: total })}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE))}
              >
                {t('catalog.marketplace.previous')}
              </Button>
              <Button
                variant="default"
                size="xs"
                disabled={offset + PAGE >= total}
                onClick={() => setOffset(offset + PAGE)}
              >
                {t('catalog.marketplace.next')}
              </Button>
            </Group>
          </Group>
        </>
      )}
      {importing ? <ImportDialog product={importing} onClose={() => setImporting(null)} /> : null}
    </>
  )
}
