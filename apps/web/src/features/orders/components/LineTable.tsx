import { Table, Text } from '@mantine/core'
import type { CartItem, Order } from '@portico/contracts'
import type { ReactNode } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCatalogFormat } from '../../catalog/format.ts'

type Line = Pick<
  CartItem,
  'period' | 'quantity' | 'options' | 'unit_price_minor' | 'setup_minor' | 'discount_minor'
>
type Item = Order['items'][number]

/** The lines of a cart or an order: product, options, period, price, setup, discount; extra cells at the end. */
export function LineTable<T extends Line>({
  lines,
  currency,
  name,
  extra,
  testId,
}: {
  lines: T[]
  currency: string
  name: (line: T) => ReactNode
  extra?: { header: string; cell: (line: T) => ReactNode }[]
  testId: string
}) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const options = (line: Line) =>
    Object.entries(line.options)
      .map(([code, value]) => (value === true ? code : `${code}: ${value}`))
      .join(', ')
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table verticalSpacing="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.cart.product')}</Table.Th>
            <Table.Th>{t('orders.cart.period')}</Table.Th>
            <Table.Th ta="right">{t('orders.cart.price')}</Table.Th>
            <Table.Th ta="right">{t('orders.cart.setup')}</Table.Th>
            <Table.Th ta="right">{t('orders.cart.discount')}</Table.Th>
            {extra?.map((e) => (
              <Table.Th key={e.header}>{e.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no other stable key here
            <Table.Tr key={i} data-testid={`${testId}-row`}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {line.quantity > 1 ? `${line.quantity} × ` : ''}
                  {name(line)}
                </Text>
                {options(line) ? (
                  <Text size="xs" c="dimmed">
                    {options(line)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{t(`catalog.period.${line.period}`)}</Table.Td>
              <Table.Td ta="right">{format.money(line.unit_price_minor * line.quantity, currency)}</Table.Td>
              <Table.Td ta="right">
                {line.setup_minor ? format.money(line.setup_minor * line.quantity, currency) : '—'}
              </Table.Td>
              <Table.Td ta="right">
                {line.discount_minor ? format.money(-line.discount_minor, currency) : '—'}
              </Table.Td>
              {extra?.map((e) => (
                <Table.Td key={e.header}>{e.cell(line)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

export type { Item as OrderItem }
