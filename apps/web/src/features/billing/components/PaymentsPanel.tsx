import { Table } from '@mantine/core'
import type { BillingDocument } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { TableHead } from '../../../shared/ui/TableHead.tsx'
import { useBillingFormat } from '../format.ts'
import { usePaymentsQuery } from '../queries.ts'

/** The payments registered on an invoice, oldest first. */
export function PaymentsPanel({ document: doc }: { document: BillingDocument }) {
  const { t } = useFeatureTranslation()
  const format = useBillingFormat()
  const payments = usePaymentsQuery(doc.id, doc.kind === 'invoice' && doc.status !== 'draft')
  if (!payments.data?.length) return null
  return (
    <Panel title={t('billing.payment.list')} titleGap="sm" testId="payments">
      <Table>
        <TableHead
          cells={[
            t('billing.payment.paidOn'),
            t('billing.payment.method'),
            t('billing.payment.reference'),
            { label: t('billing.payment.amount', { currency: doc.currency }), ta: 'right' },
          ]}
        />
        <Table.Tbody>
          {payments.data.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{format.date(payment.paid_on)}</Table.Td>
              <Table.Td>{t(`billing.payment.methods.${payment.method}`)}</Table.Td>
              <Table.Td>{payment.reference}</Table.Td>
              <Table.Td ta="right">{format.money(payment.amount_minor, doc.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Panel>
  )
}
