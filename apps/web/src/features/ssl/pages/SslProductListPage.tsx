import '../i18n/register.ts'
import { Anchor, Badge, Box, Button, Group, Text, TextInput } from '@mantine/core'
import { type SslProduct, SslProductParamsSchema } from '@portico/contracts'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { type DataColumn, DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { validationText } from '../../../shared/ui/formErrors.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { VisibilityBadge } from '../../catalog/components/VisibilityBadge.tsx'
import { useCatalogFormat } from '../../catalog/format.ts'
import { sslPaths } from '../paths.ts'
import { useSslProductsQuery } from '../queries.ts'

/** A CA product code typed in opens its form: the product's own, or an empty one to add it. */
function AddProductControl() {
  const { t } = useFeatureTranslation()
  const navigate = useNavigate()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  return (
    <Box
      component="form"
      w={{ base: '100%', xs: 'auto' }}
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = SslProductParamsSchema.safeParse({ product: value.trim() })
        if (!parsed.success) return setError(validationText(parsed.error.issues[0]?.message ?? ''))
        navigate(sslPaths.product(parsed.data.product))
      }}
      noValidate
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('ssl.products.addLabel')}
          placeholder={t('ssl.products.addPlaceholder')}
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value)
            setError(null)
          }}
          maxLength={60}
          flex={{ base: 1, xs: 'none' }}
          miw={0}
          w={{ xs: 220 }}
          data-testid="ssl-product-add-input"
        />
        <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} data-testid="ssl-product-add">
          {t('ssl.products.add')}
        </Button>
      </Group>
    </Box>
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
        const price = row.prices.find((p) => p.period === 'P1Y' && p.enabled)
        return price ? format.money(price.price_minor, price.currency) : t('ssl.products.noPrice')
      },
    },
    {
      key: 'visibility',
      header: t('ssl.products.visibility'),
      render: (row) => (
        <Box miw="max-content">
          <VisibilityBadge visibility={row.visibility} />
        </Box>
      ),
    },
  ]
  return (
    <>
      <PageHeader
        title={t('routes.catalogSsl')}
        subtitle={t('ssl.products.intro')}
        actions={<AddProductControl />}
      />
      {list.isError ? (
        <QueryError message={t('ssl.products.loadError')} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={list.data}
          rowKey={(row) => row.id}
          loading={list.isLoading}
          empty={t('ssl.products.empty')}
          testId="ssl-product-table"
          minWidth={760}
        />
      )}
    </>
  )
}
