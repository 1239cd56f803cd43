import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import type { ResellerPriceRow } from '@portico/contracts'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { SubmitForm } from '../../../shared/ui/SubmitForm.tsx'
import { toMajor, toMinor, useCatalogFormat } from '../format.ts'
import { useSetResellerPricesMutation } from '../queries.ts'

/**
 * Sets (or removes) the sale price of one product and period. The API takes all of a product's sale
 * prices at once, so the product's other priced periods are sent unchanged.
 */
export function SalePriceDialog({
  resellerId,
  row,
  rows,
  onClose,
}: {
  resellerId: string
  row: ResellerPriceRow
  rows: ResellerPriceRow[]
  onClose: () => void
}) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const save = useSetResellerPricesMutation(resellerId)
  const [price, setPrice] = useState(toMajor(row.sale_minor ?? row.purchase_minor))
  const [setup, setSetup] = useState(toMajor(row.sale_setup_minor ?? row.purchase_setup_minor))
  const [error, setError] = useState<string | null>(null)
  const same = (r: ResellerPriceRow) => r.currency === row.currency && r.period === row.period
  const others = rows
    .filter((r) => r.product_id === row.product_id && !same(r) && r.sale_minor !== null)
    .map((r) => ({
      currency: r.currency,
      period: r.period,
      price_minor: r.sale_minor ?? 0,
      setup_minor: r.sale_setup_minor ?? 0,
    }))

  const send = async (prices: typeof others) => {
    try {
      await save.mutateAsync({ productId: row.product_id, input: { prices } })
      onClose()
    } catch (e) {
      setError(isApiError(e) ? (e.problem?.detail ?? e.message) : String(e))
    }
  }
  const submit = () => {
    const price_minor = toMinor(price)
    const setup_minor = toMinor(setup) ?? 0
    if (price_minor === null || Number.isNaN(price_minor) || price_minor < 0 || Number.isNaN(setup_minor)) {
      return setError(t('catalog.form.invalid'))
    }
    void send([...others, { currency: row.currency, period: row.period, price_minor, setup_minor }])
  }
  const title = t('catalog.priceList.editTitle', {
    product: format.name(row),
    period: t(`catalog.period.${row.period}`),
  })
  return (
    <Modal opened onClose={onClose} title={title}>
      <SubmitForm onSubmit={submit}>
        <Stack gap="sm">
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label={`${t('catalog.priceList.purchase')} (${row.currency})`}
            value={toMajor(row.purchase_minor)}
            readOnly
          />
          <TextInput
            label={`${t('catalog.priceList.sale')} (${row.currency})`}
            value={price}
            inputMode="decimal"
            onChange={(e) => setPrice(e.currentTarget.value)}
            data-testid="sale-price"
            data-autofocus
          />
          <TextInput
            label={`${t('catalog.fields.setup')} (${row.currency})`}
            value={setup}
            inputMode="decimal"
            onChange={(e) => setSetup(e.currentTarget.value)}
            data-testid="sale-setup"
          />
          <Group justify="space-between">
            {row.sale_minor !== null ? (
              <Button variant="subtle" color="red" onClick={() => void send(others)}>
                {t('catalog.priceList.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={save.isPending} data-testid="sale-save">
              {t('catalog.form.save')}
            </Button>
          </Group>
        </Stack>
      </SubmitForm>
    </Modal>
  )
}
