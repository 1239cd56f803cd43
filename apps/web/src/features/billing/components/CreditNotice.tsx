import { Alert, Button, Group, Text } from '@mantine/core'
import type { BillingDocument } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useApplyCreditMutation, useCustomerAccountTotalsQuery } from '../accountQueries.ts'
import { useBillingFormat } from '../format.ts'

const OPEN = ['issued', 'sent', 'partially_paid']

/** On an open invoice whose customer has credit: how much, and a button that applies it here. */
export function CreditNotice({ document: doc }: { document: BillingDocument }) {
  const { t } = useFeatureTranslation()
  const format = useBillingFormat()
  const open = doc.kind === 'invoice' && OPEN.includes(doc.status) && doc.balance_minor > 0
  const account = useCustomerAccountTotalsQuery(doc.customer_id, doc.currency, open)
  const apply = useApplyCreditMutation()
  const credit = account.data?.credit_minor ?? 0
  if (!open || credit <= 0) return null
  return (
    <Alert color="teal" data-testid="credit-notice">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('billing.account.hasCredit', { credit: format.money(credit, doc.currency) })}
        </Text>
        <Button
          size="compact-sm"
          loading={apply.isPending}
          onClick={() => apply.mutate(doc.id)}
          data-testid="apply-credit"
        >
          {t('billing.account.apply')}
        </Button>
      </Group>
      {apply.error ? (
        <Text size="sm" c="red" role="alert">
          {t('billing.actions.failed', { message: apply.error.message })}
        </Text>
      ) : null}
    </Alert>
  )
}
