import { Select, Table, TextInput } from '@mantine/core'
import type { MarketplaceProduct } from '@portico/contracts'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { toMajor, toMinor, useCatalogFormat } from '../format.ts'
import { catalogPaths } from '../paths.ts'
import { useImportMarketplaceMutation } from '../queries.ts'

const VAT_RATES = ['2100', '900', '0']

/**
 * Imports a distributor product: the resale price per unit for its billing period in each currency
 * the distributor prices it in (MSRP to start with), with the cost and the margin beside it.
 */
export function ImportDialog({ product, onClose }: { product: MarketplaceProduct; onClose: () => void }) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const navigate = useNavigate()
  const save = useImportMarketplaceMutation()
  const currencies = product.costs.length ? product.costs : product.msrp
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      currencies.map((c) => [
        c.currency,
        toMajor(product.msrp.find((m) => m.currency === c.currency)?.amount_minor ?? c.amount_minor),
      ]),
    ),
  )
  const [vat, setVat] = useState('2100')
  const [error, setError] = useState<string | null>(null)
  const costOf = (currency: string) => product.costs.find((c) => c.currency === currency)?.amount_minor

  const submit = async () => {
    const parsed = Object.entries(prices).map(([currency, value]) => ({
      currency,
      price_minor: toMinor(value),
    }))
    if (parsed.some((p) => p.price_minor === null || Number.isNaN(p.price_minor) || p.price_minor < 0)) {
      return setError(t('catalog.form.invalid'))
    }
    try {
      const created = await save.mutateAsync({
        mpn: product.mpn,
        vat_rate_bp: Number(vat),
        prices: parsed.map((p) => ({ currency: p.currency, price_minor: p.price_minor ?? 0 })),
      })
      navigate(catalogPaths.marketplaceProduct(created.id))
    } catch (e) {
      setError(isApiError(e) ? (e.problem?.detail ?? e.message) : String(e))
    }
  }

  return (
    <FormDialog
      title={t('catalog.marketplace.importTitle', { name: product.name })}
      onClose={onClose}
      testId="import"
      size="lg"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      alerts={[error]}
      actionLabel={t('catalog.marketplace.import')}
      busy={save.isPending}
    >
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalog.marketplace.currency')}</Table.Th>
              <Table.Th>{t('catalog.marketplace.cost')}</Table.Th>
              <Table.Th>{t('catalog.marketplace.resale')}</Table.Th>
              <Table.Th>{t('catalog.priceList.margin')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(prices).map(([currency, value]) => {
              const cost = costOf(currency)
              const sale = toMinor(value)
              const margin = cost !== undefined && sale !== null && !Number.isNaN(sale) ? sale - cost : null
              return (
                <Table.Tr key={currency}>
                  <Table.Td>{currency}</Table.Td>
                  <Table.Td>{cost === undefined ? '-' : format.money(cost, currency)}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${t('catalog.marketplace.resale')} (${currency}) ${t(`catalog.perPeriod.${product.period}`)}`}
                      value={value}
                      inputMode="decimal"
                      onChange={(e) => {
                        const next = e.currentTarget.value
                        setPrices((all) => ({ ...all, [currency]: next }))
                      }}
                      data-testid={`import-price-${currency}`}
                      data-autofocus
                    />
                  </Table.Td>
                  <Table.Td c={margin !== null && margin < 0 ? 'red' : undefined} data-testid="import-margin">
                    {margin === null ? '-' : format.money(margin, currency)}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Select
        label={t('catalog.fields.vat_rate_bp')}
        data={VAT_RATES.map((value) => ({ value, label: `${Number(value) / 100}%` }))}
        value={vat}
        onChange={(value) => setVat(value ?? '2100')}
        allowDeselect={false}
        w={160}
      />
    </FormDialog>
  )
}
