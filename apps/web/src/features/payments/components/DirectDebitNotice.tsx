import '../i18n/register.ts'
import { Alert, Badge, Group, Paper, Text } from '@mantine/core'
import type { BillingDocument } from '@portico/contracts'
import { IconBuildingBank } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useDirectDebitsQuery } from '../queries.ts'

/**
 * The invoice's direct debit, when it has one: the pre-notification (amount, date, account and
 * mandate) while it is scheduled or with the bank, or the bank's return. Otherwise `fallback` (the
 * customer's "Pay now"): an invoice being collected is not offered for paying twice.
 */
export function DirectDebitNotice({
  document: doc,
  side,
  fallback = null,
}: {
  document: BillingDocument
  side: 'billing' | 'finances'
  fallback?: ReactNode
}) {
  const { t } = useFeatureTranslation()
  const format = useFormat()
  const invoice = doc.kind === 'invoice' && doc.status !== 'draft'
  const debits = useDirectDebitsQuery(side, { document_id: doc.id }, invoice)
  if (!invoice) return fallback
  if (debits.isPending) return null
  const list = debits.data ?? []
  const live = list.find((d) => d.status === 'scheduled' || d.status === 'submitted')
  if (live)
    return (
      <Paper withBorder p="md" radius="md" mb="md" data-testid="direct-debit">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconBuildingBank size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            {t('payments.directDebit.notice', {
              amount: format.money(live.amount_minor, live.currency),
              date: format.day(live.collection_date),
              iban: live.iban_masked,
              mandate: live.mandate_reference,
            })}
          </Text>
          <Badge
            variant="dot"
            color={live.status === 'submitted' ? 'blue' : 'gray'}
            style={{ flexShrink: 0 }}
          >
            {t(`payments.directDebit.statuses.${live.status}`)}
          </Badge>
        </Group>
      </Paper>
    )
  const returned = list.find((d) => d.status === 'returned')
  const open = doc.balance_minor > 0
  return (
    <>
      {returned && open ? (
        <Alert color="orange" mb="md" data-testid="direct-debit-returned">
          {t('payments.directDebit.returned', {
            date: format.day(returned.collection_date),
            reason: returned.return_reason ?? '',
          })}
        </Alert>
      ) : null}
      {fallback}
    </>
  )
}
