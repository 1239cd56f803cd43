import { Group, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core'
import { CATALOG_CURRENCIES } from '@portico/contracts'
import type { ReactNode } from 'react'

/** One price being typed: the amount (and setup fee, where the grid has one) and whether it sells. */
export type PriceGridCell = { price: string; setup?: string; enabled: boolean }

export type PriceGridLabels = {
  period: string
  sell: string
  price: string
  /** Given: the grid has a setup-fee column. */
  setup?: string
  addCurrency: string
  periodName: (period: string) => string
}

const cellKey = (currency: string, period: string) => `${currency}/${period}`

/**
 * Prices per currency and period, as the catalogue's product form and the TLD form edit them: a
 * table per currency with a row per period (price, optional setup fee, a sell switch), and a picker
 * that adds a currency. Cells are keyed `CUR/PERIOD`; errors by `price:KEY`, `setup:KEY`, `prices`.
 */
export function PriceGrid<Cell extends PriceGridCell>({
  currencies,
  prices,
  empty,
  periodsOf,
  errors,
  labels,
  testId,
  onChange,
}: {
  currencies: string[]
  prices: Record<string, Cell>
  /** A cell nobody has typed in yet. */
  empty: Cell
  periodsOf: (currency: string) => readonly string[]
  errors: Record<string, string>
  labels: PriceGridLabels
  /** The test ids' stem: `<stem>s-EUR` (table), `<stem>-row-EUR-P1Y`, `<stem>-amount` … */
  testId: string
  onChange: (next: { prices: Record<string, Cell>; currencies: string[] }) => void
}) {
  const setCell = (key: string, patch: Partial<PriceGridCell>) => {
    const current = prices[key] ?? empty
    const next: Cell = { ...current, ...patch }
    // Typing a first price sells the period; switching it off afterwards keeps the price.
    if (patch.price !== undefined && current.price === '' && !current.enabled) next.enabled = true
    onChange({ currencies, prices: { ...prices, [key]: next } })
  }
  const amount = (key: string, field: 'price' | 'setup', label: string, value: string): ReactNode => (
    <TextInput
      value={value}
      onChange={(event) => setCell(key, { [field]: event.currentTarget.value })}
      error={errors[`${field}:${key}`]}
      inputMode="decimal"
      aria-label={label}
      w={120}
      data-testid={`${testId}-${field === 'price' ? 'amount' : 'setup'}`}
    />
  )
  const addable = CATALOG_CURRENCIES.filter((c) => !currencies.includes(c))
  return (
    <Stack gap="md">
      {currencies.map((currency) => (
        <Table.ScrollContainer key={currency} minWidth={labels.setup ? 420 : 300}>
          <Title order={3} fz="h5" mb={4}>
            {currency}
          </Title>
          <Table verticalSpacing={4} data-testid={`${testId}s-${currency}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{labels.period}</Table.Th>
                <Table.Th>{labels.sell}</Table.Th>
                <Table.Th>{labels.price}</Table.Th>
                {labels.setup ? <Table.Th>{labels.setup}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {periodsOf(currency).map((period) => {
                const key = cellKey(currency, period)
                const cell = prices[key] ?? empty
                const label = `${labels.periodName(period)} (${currency})`
                return (
                  <Table.Tr key={key} data-testid={`${testId}-row-${currency}-${period}`}>
                    <Table.Td>
                      <Text size="sm">{labels.periodName(period)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={cell.enabled}
                        onChange={(event) => setCell(key, { enabled: event.currentTarget.checked })}
                        aria-label={`${labels.sell}: ${label}`}
                        data-testid={`${testId}-enabled`}
                      />
                    </Table.Td>
                    <Table.Td>{amount(key, 'price', `${labels.price}: ${label}`, cell.price)}</Table.Td>
                    {labels.setup ? (
                      <Table.Td>
                        {amount(key, 'setup', `${labels.setup}: ${label}`, cell.setup ?? '')}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ))}
      {errors.prices ? (
        <Text c="red" size="sm" role="alert" data-testid={`${testId}s-error`}>
          {errors.prices}
        </Text>
      ) : null}
      {addable.length ? (
        <Group>
          <Select
            label={labels.addCurrency}
            data={addable}
            value={null}
            onChange={(value) => value && onChange({ prices, currencies: [...currencies, value] })}
            w={200}
          />
        </Group>
      ) : null}
    </Stack>
  )
}
