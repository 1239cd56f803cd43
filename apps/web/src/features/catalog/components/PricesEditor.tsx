import { Group, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core'
import { CATALOG_CURRENCIES } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { cellKey, type PriceCell, type ProductFormState, periodsOf } from '../productForm.ts'

const EMPTY: PriceCell = { price: '', setup: '', enabled: false }

/** The prices grid: per currency a row per period the type sells, with price, setup fee and a sell switch. */
export function PricesEditor({
  state,
  errors,
  onChange,
}: {
  state: ProductFormState
  errors: Record<string, string>
  onChange: (next: Pick<ProductFormState, 'prices' | 'currencies'>) => void
}) {
  const { t } = useFeatureTranslation()
  const setCell = (key: string, patch: Partial<PriceCell>) => {
    const current = state.prices[key] ?? EMPTY
    const next = { ...current, ...patch }
    // Typing a first price sells the period; switching it off afterwards keeps the price.
    if (patch.price !== undefined && current.price === '' && !current.enabled) next.enabled = true
    onChange({ currencies: state.currencies, prices: { ...state.prices, [key]: next } })
  }
  const addable = CATALOG_CURRENCIES.filter((c) => !state.currencies.includes(c))
  return (
    <Stack gap="md">
      {state.currencies.map((currency) => (
        <Table.ScrollContainer key={currency} minWidth={420}>
          <Title order={3} fz="h5" mb={4}>
            {currency}
          </Title>
          <Table verticalSpacing={4} data-testid={`prices-${currency}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalog.fields.period')}</Table.Th>
                <Table.Th>{t('catalog.fields.sell')}</Table.Th>
                <Table.Th>{t('catalog.fields.price')}</Table.Th>
                <Table.Th>{t('catalog.fields.setup')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {periodsOf(state.type).map((period) => {
                const key = cellKey(currency, period)
                const cell = state.prices[key] ?? EMPTY
                const label = `${t(`catalog.period.${period}`)} (${currency})`
                return (
                  <Table.Tr key={key} data-testid={`price-row-${currency}-${period}`}>
                    <Table.Td>
                      <Text size="sm">{t(`catalog.period.${period}`)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={cell.enabled}
                        onChange={(event) => setCell(key, { enabled: event.currentTarget.checked })}
                        aria-label={`${t('catalog.fields.sell')}: ${label}`}
                        data-testid="price-enabled"
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        value={cell.price}
                        onChange={(event) => setCell(key, { price: event.currentTarget.value })}
                        error={errors[`price:${key}`]}
                        inputMode="decimal"
                        aria-label={`${t('catalog.fields.price')}: ${label}`}
                        w={120}
                        data-testid="price-amount"
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        value={cell.setup}
                        onChange={(event) => setCell(key, { setup: event.currentTarget.value })}
                        error={errors[`setup:${key}`]}
                        inputMode="decimal"
                        aria-label={`${t('catalog.fields.setup')}: ${label}`}
                        w={120}
                        data-testid="price-setup"
                      />
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ))}
      {errors.prices ? (
        <Text c="red" size="sm" role="alert" data-testid="prices-error">
          {errors.prices}
        </Text>
      ) : null}
      {addable.length ? (
        <Group>
          <Select
            label={t('catalog.form.addCurrency')}
            data={addable}
            value={null}
            onChange={(value) =>
              value && onChange({ prices: state.prices, currencies: [...state.currencies, value] })
            }
            w={200}
          />
        </Group>
      ) : null}
    </Stack>
  )
}
