import { Group, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core'
import { CATALOG_CURRENCIES } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { cellKey, periodsShown, type TldFormState, type TldPriceCell } from '../tldForm.ts'

const EMPTY: TldPriceCell = { price: '', enabled: false }

/** Per currency a row per year count: the price to register or renew for that long, and whether it sells. */
export function TldPricesEditor({
  state,
  errors,
  onChange,
}: {
  state: TldFormState
  errors: Record<string, string>
  onChange: (next: Pick<TldFormState, 'prices' | 'currencies'>) => void
}) {
  const { t } = useFeatureTranslation()
  const setCell = (key: string, patch: Partial<TldPriceCell>) => {
    const current = state.prices[key] ?? EMPTY
    const next = { ...current, ...patch }
    // Typing a first price sells the period; switching it off afterwards keeps the price.
    if (patch.price !== undefined && current.price === '' && !current.enabled) next.enabled = true
    onChange({ currencies: state.currencies, prices: { ...state.prices, [key]: next } })
  }
  const addable = CATALOG_CURRENCIES.filter((c) => !state.currencies.includes(c))
  return (
    <Stack gap="md">
      {state.kind === 'nl' ? (
        <Text size="sm" data-testid="tld-nl-hint">
          {t('domains.form.nlPricesHint')}
        </Text>
      ) : null}
      {state.currencies.map((currency) => (
        <div key={currency}>
          <Title order={3} fz="h5" mb={4}>
            {currency}
          </Title>
          <Table verticalSpacing={4} data-testid={`tld-prices-${currency}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('domains.form.period')}</Table.Th>
                <Table.Th>{t('domains.form.sell')}</Table.Th>
                <Table.Th>{t('domains.form.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {periodsShown(state, currency).map((period) => {
                const key = cellKey(currency, period)
                const cell = state.prices[key] ?? EMPTY
                const label = `${t(`domains.period.${period}`)} (${currency})`
                return (
                  <Table.Tr key={key} data-testid={`tld-price-${currency}-${period}`}>
                    <Table.Td>
                      <Text size="sm">{t(`domains.period.${period}`)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={cell.enabled}
                        onChange={(event) => setCell(key, { enabled: event.currentTarget.checked })}
                        aria-label={`${t('domains.form.sell')}: ${label}`}
                        data-testid="tld-price-enabled"
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        value={cell.price}
                        onChange={(event) => setCell(key, { price: event.currentTarget.value })}
                        error={errors[`price:${key}`]}
                        inputMode="decimal"
                        aria-label={`${t('domains.form.price')}: ${label}`}
                        maw={160}
                        data-testid="tld-price-amount"
                      />
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </div>
      ))}
      {errors.prices ? (
        <Text c="red" size="sm" role="alert" data-testid="tld-prices-error">
          {errors.prices}
        </Text>
      ) : null}
      {addable.length ? (
        <Group>
          <Select
            label={t('domains.form.addCurrency')}
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
