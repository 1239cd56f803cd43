import '../../catalog/i18n/register.ts'
import '../i18n/register.ts'
import { Alert, Anchor, Button, Group, Text } from '@mantine/core'
import { IconCheck, IconRefresh, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { financePaths } from '../../billing/finances/paths.ts'
import { billingPaths } from '../../billing/paths.ts'
import { OrderStatusBadge } from '../components/OrderStatusBadge.tsx'
import { OrderView } from '../components/OrderView.tsx'
import { problemText } from '../components/problemText.ts'
import { orderPaths } from '../paths.ts'
import { useOrderAction, useOrderQuery } from '../queries.ts'

/**
 * /admin/orders/view/:order (staff: approve, cancel, retry a failed set-up), /finances/orders/:order
 * and /ordering/completed/:order (the company's view; the latter thanks the customer first).
 */
export default function OrderPage() {
  const { t } = useFeatureTranslation()
  const { order: id } = useParams()
  const path = useLocation().pathname
  const admin = path.startsWith('/admin')
  const completed = path.startsWith('/ordering/completed')
  const query = useOrderQuery(id)
  const action = useOrderAction(id ?? '')
  const [confirmCancel, setConfirmCancel] = useState(false)
  const order = query.data
  if (query.isError)
    return <QueryError message={t('orders.view.loadError')} onRetry={() => void query.refetch()} />
  if (!order) return null
  const failed = order.items.some((i) => i.provisioning === 'failed')

  return (
    <>
      <PageHeader
        title={`${t('orders.list.number')} ${order.number}`}
        subtitle={<OrderStatusBadge status={order.status} />}
        actions={
          admin ? (
            <Group gap="xs">
              {order.status === 'pending' ? (
                <Button
                  leftSection={<IconCheck size={16} aria-hidden />}
                  onClick={() => action.mutate('approve')}
                  loading={action.isPending && action.variables === 'approve'}
                  data-testid="order-approve"
                >
                  {t('orders.view.approve')}
                </Button>
              ) : null}
              {failed ? (
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={() => action.mutate('retry')}
                  data-testid="order-retry"
                >
                  {t('orders.view.retry')}
                </Button>
              ) : null}
              {order.status === 'pending' ? (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => setConfirmCancel(true)}
                  data-testid="order-cancel"
                >
                  {t('orders.view.cancel')}
                </Button>
              ) : null}
            </Group>
          ) : null
        }
      />
      {completed ? (
        <Alert color="green" mb="md" data-testid="order-completed">
          <Text fw={600}>{t('orders.completed.thanks', { number: order.number })}</Text>
          <Text size="sm">
            {t(order.status === 'pending' ? 'orders.completed.pending' : 'orders.completed.active')}
          </Text>
          <Anchor component={Link} to={orderPaths.order(order.id)} size="sm" c="inherit" underline="always">
            {t('orders.completed.view')}
          </Anchor>
        </Alert>
      ) : null}
      {action.isError ? (
        <Alert color="red" role="alert" mb="md">
          {problemText(action.error)}
        </Alert>
      ) : null}
      <OrderView
        order={order}
        staff={admin}
        invoicePath={admin ? billingPaths.view : (invoice) => financePaths.view('invoice', invoice)}
      />
      <ConfirmDialog
        opened={confirmCancel}
        title={t('orders.view.cancel')}
        message={t('orders.view.cancelConfirm', { number: order.number })}
        color="red"
        loading={action.isPending}
        onConfirm={() => action.mutate('cancel', { onSuccess: () => setConfirmCancel(false) })}
        onClose={() => setConfirmCancel(false)}
      />
    </>
  )
}
