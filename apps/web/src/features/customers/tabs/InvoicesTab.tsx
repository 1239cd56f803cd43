import '../../billing/i18n/register.ts'
import '../../payments/i18n/register.ts'
import { Button, Group, Stack } from '@mantine/core'
import type { Customer } from '@portico/contracts'
import { IconCashBanknote, IconCreditCardRefund } from '@tabler/icons-react'
import { useState } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useCustomerAccountQuery } from '../../billing/accountQueries.ts'
import { AccountPanel } from '../../billing/components/AccountPanel.tsx'
import { DocumentList, INVOICE_FILTERS } from '../../billing/components/DocumentList.tsx'
import { RefundDialog } from '../../billing/components/RefundDialog.tsx'
import { billingPaths } from '../../billing/paths.ts'
import { type ListParams, useDocumentListQuery } from '../../billing/queries.ts'
import { MandatesPanel } from '../../payments/components/MandatesPanel.tsx'
import { ProviderRefundDialog } from '../../payments/components/ProviderRefundDialog.tsx'

const documentsOf = (customerId: string) => (params: ListParams) =>
  useDocumentListQuery({ ...params, customer_id: customerId })

/** A customer's (or reseller's) account with the provider, and its invoices and credit notes. */
export function InvoicesTab({ record }: { record: Customer }) {
  const { t } = useFeatureTranslation()
  const [currency, setCurrency] = useState<string | null>(null)
  const [refunding, setRefunding] = useState(false)
  const [refundingOnline, setRefundingOnline] = useState(false)
  const account = useCustomerAccountQuery(record.id, currency)
  const credit = account.data?.credit_minor ?? 0
  return (
    <Stack gap="lg">
      <AccountPanel
        query={account}
        currency={currency}
        onCurrency={setCurrency}
        documentLink={billingPaths.view}
        actions={
          credit > 0 ? (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconCashBanknote size={16} aria-hidden />}
                onClick={() => setRefunding(true)}
                data-testid="action-refund"
              >
                {t('billing.refund.title')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconCreditCardRefund size={16} aria-hidden />}
                onClick={() => setRefundingOnline(true)}
                data-testid="action-provider-refund"
              >
                {t('payments.refund.title')}
              </Button>
            </Group>
          ) : null
        }
      />
      <MandatesPanel customerId={record.id} />
      <DocumentList
        kinds={['invoice', 'credit_note']}
        filters={INVOICE_FILTERS}
        useList={documentsOf(record.id)}
        linkTo={(row) => billingPaths.view(row.id)}
        createPath={billingPaths.create('invoice', record.id)}
        createLabel={t('billing.list.newInvoice')}
        showCustomer={false}
      />
      {refundingOnline && account.data ? (
        <ProviderRefundDialog
          customerId={record.id}
          currency={account.data.currency}
          credit={credit}
          onClose={() => setRefundingOnline(false)}
        />
      ) : null}
      {refunding && account.data ? (
        <RefundDialog
          customerId={record.id}
          currency={account.data.currency}
          credit={credit}
          onClose={() => setRefunding(false)}
        />
      ) : null}
    </Stack>
  )
}
