import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core'
import type { Order } from '@portico/contracts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDate } from '../../../shared/i18n/format.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCatalogFormat } from '../../catalog/format.ts'
import { recordPaths } from '../../customers/kind.ts'
import { AdapterBadge } from './AdapterBadge.tsx'
import { LineTable, type OrderItem } from './LineTable.tsx'
import { Totals } from './Totals.tsx'

// Waiting is yellow, as a pending order is: a gray dot vanishes on the dark scheme's gray badge.
const SETUP_COLOR = {
  waiting: 'yellow',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'gray',
} as const

/**
 * An order as its company and the staff see it: lines with their set-up state, totals, promotion,
 * notes and the invoice. Staff also get links to the company and each line's service.
 */
export function OrderView({
  order,
  staff,
  invoicePath,
}: {
  order: Order
  staff: boolean
  invoicePath: (id: string) => string
}) {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const fact = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  )
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group gap="xl" wrap="wrap">
          {fact(
            t('orders.list.company'),
            staff ? (
              <Anchor component={Link} to={recordPaths('customers').view(order.company_id)}>
                {order.company_name}
              </Anchor>
            ) : (
              order.company_name
            ),
          )}
          {fact(t('orders.list.placed'), formatDate(order.created_at, format.language))}
          {fact(t('orders.list.placedBy'), order.placed_by)}
          {order.invoice_id && order.invoice_number
            ? fact(
                t('orders.view.invoice'),
                <Anchor component={Link} to={invoicePath(order.invoice_id)} data-testid="order-invoice">
                  {order.invoice_number}
                </Anchor>,
              )
            : order.status === 'pending'
              ? fact(
                  t('orders.view.invoice'),
                  <Text span size="sm" data-testid="order-invoice-pending">
                    {t('orders.view.invoiceAtApproval')}
                  </Text>,
                )
              : null}
          {order.promotion_code ? fact(t('orders.view.promotion'), order.promotion_code) : null}
        </Group>
        {order.notes ? (
          <Text size="sm" mt="sm">
            {t('orders.view.notes')}: {order.notes}
          </Text>
        ) : null}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <LineTable<OrderItem>
          lines={order.items}
          currency={order.currency}
          name={(item) =>
            item.subject ? (
              <>
                {format.serviceName(item)}
                <Text span size="sm" c="dimmed" display="block" data-testid="item-subject">
                  {t('orders.cart.subject', { subject: item.subject })}
                </Text>
              </>
            ) : (
              format.serviceName(item)
            )
          }
          extra={[
            {
              key: 'setup-state',
              header: t('orders.view.setupState'),
              wide: true,
              render: (item) => (
                <Stack gap={2}>
                  <Group gap={4} wrap="nowrap">
                    <Badge
                      color={SETUP_COLOR[item.provisioning]}
                      variant="dot"
                      data-testid="item-provisioning"
                    >
                      {t(`orders.provisioning.${item.provisioning}`)}
                    </Badge>
                    <AdapterBadge adapter={item.adapter} />
                  </Group>
                  {item.error ? (
                    <Text size="xs" c="red" data-testid="item-error">
                      {item.error}
                    </Text>
                  ) : null}
                  {staff && item.service_id ? (
                    <Anchor
                      component={Link}
                      size="xs"
                      to={recordPaths('customers').service(order.company_id, item.service_id)}
                    >
                      {t('orders.view.service')}
                    </Anchor>
                  ) : null}
                </Stack>
              ),
            },
          ]}
          testId="order-lines"
        />
      </Paper>
      <Totals amounts={order} />
      {staff && (order.status === 'pending' || order.status === 'cancelled') ? (
        <Text size="sm" c="dimmed" data-testid="order-refund-note">
          {t('orders.view.paidNotRefunded')}
        </Text>
      ) : null}
    </Stack>
  )
}
