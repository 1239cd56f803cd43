import '../i18n/register.ts'
import { Anchor, Select, Text } from '@mantine/core'
import { ORDER_STATUSES, type Order, type OrderStatus } from '@portico/contracts'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { formatDate } from '../../../shared/i18n/format.ts'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { useCatalogFormat } from '../../catalog/format.ts'
import { OrderSettingsPanel } from '../components/OrderSettingsPanel.tsx'
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx'
import { orderPaths } from '../paths.ts'
import { useOrdersQuery } from '../queries.ts'

type Summary = Omit<Order, 'items' | 'notes'>

/**
 * /admin/orders (staff: every company's orders, to approve) and /finances/orders (a user's companies'
 * orders): newest first, filtered by status.
 */
export default function OrderListPage() {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const admin = useLocation().pathname.startsWith('/admin')
  const [status, setStatus] = useState<OrderStatus | null>(null)
  const list = useOrdersQuery({ status: status ?? undefined, limit: 200 })
  const path = admin ? orderPaths.adminOrder : orderPaths.order
  const columns: DataColumn<Summary>[] = [
    {
      key: 'number',
      header: t('orders.list.number'),
      nowrap: true,
      render: (row) => (
        <Anchor component={Link} to={path(row.id)} fw={600} data-testid="order-link">
          {row.number}
        </Anchor>
      ),
    },
    { key: 'company', header: t('orders.list.company'), render: (row) => row.company_name },
    {
      key: 'status',
      header: t('orders.list.status'),
      // A long Dutch status ("Wacht op goedkeuring") is cut short in half a card.
      wide: true,
      render: (row) => <OrderStatusBadge status={row.status} />,
    },
    {
      key: 'total',
      header: t('orders.list.total'),
      nowrap: true,
      align: 'right',
      render: (row) => (
        <Text size="sm" data-testid="order-total">
          {format.money(row.total_minor, row.currency)}
        </Text>
      ),
    },
    {
      key: 'placed',
      header: t('orders.list.placed'),
      nowrap: true,
      render: (row) => formatDate(row.created_at, format.language),
    },
    { key: 'by', header: t('orders.list.placedBy'), render: (row) => row.placed_by },
  ]
  return (
    <>
      <PageHeader title={t(admin ? 'routes.adminOrders' : 'routes.financesOrders')} />
      {admin ? <OrderSettingsPanel /> : null}
      <Select
        label={t('orders.list.status')}
        placeholder={t('orders.list.anyStatus')}
        data={ORDER_STATUSES.map((value) => ({ value, label: t(`orders.status.${value}`) }))}
        value={status}
        onChange={(value) => setStatus(value as OrderStatus | null)}
        clearable
        w={{ base: '100%', sm: 240 }}
        mb="md"
        data-testid="order-status-filter"
      />
      <QueryTable
        query={list}
        errorMessage={t('orders.list.loadError')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={t('orders.list.empty')}
        testId="order-table"
        stackOnPhone
      />
    </>
  )
}
