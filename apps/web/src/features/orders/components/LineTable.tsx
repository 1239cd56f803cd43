import { Text } from '@mantine/core'
import type { CartItem, Order } from '@portico/contracts'
import type { ReactNode } from 'react'
import { type DataColumn, DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCatalogFormat } from '../../catalog/format.ts'

type Line = Pick<
  CartItem,
  'period' | 'quantity' | 'options' | 'unit_price_minor' | 'setup_minor' | 'discount_minor'
>
type Item = Order['items'][number]

/**
 * The lines of a cart or an order: product, options, period, price, setup, discount; extra columns at
 * the end. On a phone each line is a card.
 */
export function LineTable<T extends Line>({
  lines,
  currency,
  name,
  extra = [],
  testId,
}: {
  lines: T[]
  currency: string
  name: (line: T) => ReactNode
  extra?: DataColumn<T>[]
  testId: string
}) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const options = (line: Line) =>
    Object.entries(line.options)
      .map(([code, value]) => (value === true ? code : `${code}: ${value}`))
      .join(', ')
  const money = (minor: number) => format.money(minor, currency)
  const columns: DataColumn<T>[] = [
    {
      key: 'product',
      header: t('orders.cart.product'),
      wide: true,
      render: (line) => (
        <>
          <Text size="sm" fw={600}>
            {line.quantity > 1 ? `${line.quantity} × ` : ''}
            {name(line)}
          </Text>
          {options(line) ? (
            <Text size="xs" c="dimmed">
              {options(line)}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'period', header: t('orders.cart.period'), render: (line) => t(`catalog.period.${line.period}`) },
    {
      key: 'price',
      header: t('orders.cart.price'),
      align: 'right',
      nowrap: true,
      render: (line) => <span data-testid="item-price">{money(line.unit_price_minor * line.quantity)}</span>,
    },
    {
      key: 'setup',
      header: t('orders.cart.setup'),
      align: 'right',
      nowrap: true,
      render: (line) => (line.setup_minor ? money(line.setup_minor * line.quantity) : '—'),
    },
    {
      key: 'discount',
      header: t('orders.cart.discount'),
      align: 'right',
      nowrap: true,
      render: (line) => (line.discount_minor ? money(-line.discount_minor) : '—'),
    },
    ...extra,
  ]
  return (
    <DataTable
      columns={columns}
      rows={lines}
      // Lines have no other stable key here.
      rowKey={(_, index) => String(index)}
      testId={testId}
      rowTestId={`${testId}-row`}
      minWidth={620}
      stackOnPhone
      plain
    />
  )
}

export type { Item as OrderItem }
