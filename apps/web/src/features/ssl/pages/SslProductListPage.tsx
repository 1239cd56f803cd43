import '../i18n/register.ts'
import { Anchor, Badge, Group, Text } from '@mantine/core'
import { type SslProduct, SslProductParamsSchema } from '@portico/contracts'
import { Link } from 'react-router'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { OpenByCode } from '../../../shared/ui/OpenByCode.tsx'
import { QueryTablePage } from '../../../shared/ui/QueryTablePage.tsx'
import { oneYearPrice, visibilityColumn } from '../../catalog/components/VisibilityBadge.tsx'
import { useCatalogFormat } from '../../catalog/format.ts'
import { sslPaths } from '../paths.ts'
import { useSslProductsQuery } from '../queries.ts'

/** A CA product code typed in opens its form: the product's own, or an empty one to add it. */
function AddProductControl() {
  const { t } = useFeatureTranslation()
  return (
    <OpenByCode
      label={t('ssl.products.addLabel')}
      placeholder={t('ssl.products.addPlaceholder')}
      button={t('ssl.products.add')}
      maxLength={60}
      width={220}
      testId="ssl-product-add"
      pathOf={(value) => {
        const parsed = SslProductParamsSchema.safeParse({ product: value })
        return parsed.success
          ? { path: sslPaths.product(parsed.data.product) }
          : { error: parsed.error.issues[0]?.message ?? '' }
      }}
    />
  )
}

/** /admin/catalog/realtime/ssl: the SSL products the provider sells. */
export default function SslProductListPage() {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const list = useSslProductsQuery()
  const columns: DataColumn<SslProduct>[] = [
    {
      key: 'name',
      header: t('ssl.products.name'),
      render: (row) => (
        <Anchor
          component={Link}
          to={sslPaths.product(row.ca_product)}
          fw={600}
          data-testid="ssl-product-link"
        >
          {format.name(row)}
        </Anchor>
      ),
    },
    {
      key: 'ca',
      header: t('ssl.products.ca'),
      nowrap: true,
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.ca_product}
        </Text>
      ),
    },
    {
      key: 'validation',
      header: t('ssl.products.validation'),
      nowrap: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" size="sm" miw="max-content">
            {row.validation}
          </Badge>
          {row.wildcard ? (
            <Badge variant="light" color="grape" size="sm" miw="max-content">
              {t('ssl.products.wildcard')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'names',
      header: t('ssl.products.names'),
      nowrap: true,
      render: (row) => `${row.included_sans} / ${row.max_sans}`,
    },
    {
      key: 'price',
      header: t('ssl.products.oneYear'),
      nowrap: true,
      render: (row) => {
        const price = oneYearPrice(row.prices)
        return price ? format.money(price.price_minor, price.currency) : t('ssl.products.noPrice')
      },
    },
    visibilityColumn(t('ssl.products.visibility')),
  ]
  return (
    <QueryTablePage
      title={t('routes.catalogSsl')}
      subtitle={t('ssl.products.intro')}
      actions={<AddProductControl />}
      query={list}
      errorMessage={t('ssl.products.loadError')}
      columns={columns}
      loading={list.isLoading}
      empty={t('ssl.products.empty')}
      testId="ssl-product-table"
      minWidth={760}
    />
  )
}
