import '../i18n/register.ts'
import { Anchor, Checkbox, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import {
  CATALOG_CATEGORIES,
  type CatalogCategory,
  PRODUCT_VISIBILITIES,
  type Product,
  type ProductVisibility,
} from '@portico/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { CreateLink } from '../../../shared/ui/CreateLink.tsx'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { KeysetQueryTable } from '../../../shared/ui/KeysetQueryTable.tsx'
import { ListToolbar } from '../../../shared/ui/ListToolbar.tsx'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { useKeysetPaging } from '../../../shared/ui/useKeysetPaging.ts'
import { VisibilityBadge } from '../components/VisibilityBadge.tsx'
import { useCatalogFormat } from '../format.ts'
import { catalogPaths } from '../paths.ts'
import { useProductListQuery } from '../queries.ts'

/** /admin/catalog/products: the provider's products with category and visibility filters and search. */
export default function ProductListPage() {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 300)
  const [category, setCategory] = useState<CatalogCategory | null>(null)
  const [visibility, setVisibility] = useState<ProductVisibility | null>(null)
  const [archived, setArchived] = useState(false)
  const params = {
    q: q || undefined,
    category: category ?? undefined,
    visibility: visibility ?? undefined,
    status: archived ? ('archived' as const) : undefined,
  }
  const paging = useKeysetPaging(JSON.stringify(params))
  const list = useProductListQuery({ ...params, cursor: paging.cursor, limit: 50 })

  const fromPrice = (product: Product) => {
    const price = product.prices.find((p) => p.enabled)
    if (!price) return t('catalog.list.noPrice')
    return `${format.money(price.price_minor, price.currency)} ${t(`catalog.perPeriod.${price.period}`)}`
  }
  const columns: DataColumn<Product>[] = [
    {
      key: 'code',
      header: t('catalog.fields.code'),
      nowrap: true,
      render: (row) => (
        <Anchor component={Link} to={catalogPaths.product(row.id)} fw={600} data-testid="product-link">
          {row.code}
        </Anchor>
      ),
    },
    { key: 'name', header: t('catalog.fields.name'), render: (row) => format.name(row) },
    {
      key: 'category',
      header: t('catalog.fields.category'),
      render: (row) => t(`catalog.category.${row.category}`),
    },
    {
      key: 'visibility',
      header: t('catalog.fields.visibility'),
      render: (row) => <VisibilityBadge visibility={row.visibility} />,
    },
    {
      key: 'price',
      header: t('catalog.fields.from'),
      nowrap: true,
      render: (row) => <Text size="sm">{fromPrice(row)}</Text>,
    },
  ]

  return (
    <>
      <PageHeader
        title={t('routes.catalogProducts')}
        actions={
          <CreateLink to={catalogPaths.newProduct()} testId="list-create">
            {t('catalog.list.create')}
          </CreateLink>
        }
      />
      <ListToolbar
        search={{
          label: t('catalog.list.search'),
          placeholder: t('catalog.list.searchPlaceholder'),
          value: search,
          onChange: setSearch,
          width: { base: '100%', sm: 260 },
        }}
        filters={[
          {
            key: 'category',
            label: t('catalog.fields.category'),
            placeholder: t('catalog.list.anyCategory'),
            data: CATALOG_CATEGORIES.map((value) => ({ value, label: t(`catalog.category.${value}`) })),
            value: category,
            onChange: (value) => setCategory(value as CatalogCategory | null),
            width: { base: '100%', sm: 240 },
          },
          {
            key: 'visibility',
            label: t('catalog.fields.visibility'),
            placeholder: t('catalog.list.anyVisibility'),
            data: PRODUCT_VISIBILITIES.map((value) => ({ value, label: t(`catalog.visibility.${value}`) })),
            value: visibility,
            onChange: (value) => setVisibility(value as ProductVisibility | null),
            width: { base: '100%', sm: 200 },
          },
        ]}
      >
        <Checkbox
          label={t('catalog.list.archived')}
          checked={archived}
          onChange={(event) => setArchived(event.currentTarget.checked)}
          mb={8}
        />
      </ListToolbar>
      <KeysetQueryTable
        query={list}
        paging={paging}
        errorMessage={t('catalog.list.loadError')}
        columns={columns}
        rowKey={(row) => row.id}
        loading={list.isFetching && !list.data}
        empty={t('catalog.list.empty')}
        testId="product-table"
      />
    </>
  )
}
