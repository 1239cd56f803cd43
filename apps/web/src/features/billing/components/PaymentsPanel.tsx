import { Badge, Button, Table, Text } from '@mantine/core'
import type { BillingDocument, Payment } from '@portico/contracts'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { TableHead } from '../../../shared/ui/TableHead.tsx'
import { useBillingFormat } from '../format.ts'
import { usePaymentsQuery } from '../queries.ts'
import { ReverseDialog } from './ReverseDialog.tsx'

/** The payments registered on an invoice, oldest first; staff reverse one registered by mistake. */
export function PaymentsPanel({ document: doc }: { document: BillingDocument }) {
  const { t } = useFeatureTranslation()
  const format = useBillingFormat()
  const payments = usePaymentsQuery(doc.id, doc.kind === 'invoice' && doc.status !== 'draft')
  const [reversing, setReversing] = useState<Payment | null>(null)
  if (!payments.data?.length) return null
  return (
    <Panel title={t('billing.payment.list')} titleGap="sm" testId="payments">
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <TableHead
            cells={[
              t('billing.payment.paidOn'),
              t('billing.payment.method'),
              t('billing.payment.reference'),
              { label: t('billing.payment.amount', { currency: doc.currency }), ta: 'right' },
              { label: t('billing.payment.actions'), ta: 'right' },
            ]}
          />
          <Table.Tbody>
            {payments.data.map((payment) => (
              <Table.Tr key={payment.id} data-testid="payment-row">
                <Table.Td>{format.date(payment.paid_on)}</Table.Td>
                <Table.Td>{t(`billing.payment.methods.${payment.method}`)}</Table.Td>
                <Table.Td>
                  {payment.reference}
                  {payment.reversed_at ? (
                    <Text size="xs" c="dimmed">
                      {payment.reversal_reason}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" td={payment.reversed_at ? 'line-through' : undefined}>
                  {format.money(payment.amount_minor, doc.currency)}
                </Table.Td>
                <Table.Td ta="right">
                  {payment.reversed_at ? (
                    <Badge color="gray" variant="light">
                      {t('billing.payment.reversed')}
                    </Badge>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => setReversing(payment)}
                    >
                      {t('billing.reverse.title')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {reversing ? <ReverseDialog payment={reversing} onClose={() => setReversing(null)} /> : null}
    </Panel>
  )
}
