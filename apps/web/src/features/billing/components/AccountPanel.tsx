import { Anchor, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core'
import type { AccountEntry, CustomerAccount } from '@portico/contracts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { useBillingFormat } from '../format.ts'

type AccountQuery = { data?: CustomerAccount; isPending: boolean; isError: boolean; refetch: () => unknown }

/**
 * A customer account (accounts receivable): what its open invoices owe, the credit it has, the
 * balance, and the ledger's entries, newest first, each with the balance after it. `documentLink`
 * makes an entry's invoice or credit note a link; `actions` sit beside the figures (staff's refund).
 */
export function AccountPanel({
  query,
  currency,
  onCurrency,
  documentLink,
  actions,
  title,
}: {
  query: AccountQuery
  currency: string | null
  onCurrency: (currency: string) => void
  documentLink: (id: string) => string
  actions?: ReactNode
  /** The heading, when not "Account" (a company's name on a page of several accounts). */
  title?: string
}) {
  const { t } = useFeatureTranslation()
  const format = useBillingFormat()
  const account = query.data
  const money = (minor: number) => format.money(minor, account?.currency ?? currency ?? 'EUR')
  const link = (id: string | null, number: string | null) =>
    id && number ? (
      <Anchor component={Link} to={documentLink(id)} size="sm">
        {number}
      </Anchor>
    ) : null
  const moneyColumn = (key: string, header: string, minor: (e: AccountEntry) => number) => ({
    key,
    header,
    nowrap: true,
    render: (e: AccountEntry) => (
      <Text size="sm" ta="right">
        {money(minor(e))}
      </Text>
    ),
  })
  const columns: DataColumn<AccountEntry>[] = [
    { key: 'date', header: t('billing.account.date'), nowrap: true, render: (e) => format.date(e.booked_on) },
    {
      key: 'what',
      header: t('billing.account.what'),
      render: (e) => (
        <Stack gap={0}>
          <Group gap={6} wrap="wrap">
            <Text size="sm">{t(`billing.account.kinds.${e.kind}`)}</Text>
            {link(e.source_document_id ?? e.document_id, e.source_number ?? e.document_number)}
          </Group>
          {e.reason || e.reference ? (
            <Text size="xs" c="dimmed">
              {e.reason ?? e.reference}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'applies',
      header: t('billing.account.applies'),
      render: (e) =>
        e.document_id ? (
          link(e.document_id, e.document_number)
        ) : (
          <Text size="sm">{t('billing.account.credit')}</Text>
        ),
    },
    moneyColumn('amount', t('billing.account.amount'), (e) => e.amount_minor),
    moneyColumn('balance', t('billing.account.balanceAfter'), (e) => e.balance_minor),
  ]
  const figures = [
    { key: 'open', value: account?.open_minor },
    { key: 'overdue', value: account?.overdue_minor },
    { key: 'credit', value: account?.credit_minor },
    { key: 'balance', value: account?.balance_minor },
  ] as const
  return (
    <Panel title={title ?? t('billing.account.title')} titleGap="sm" testId="account">
      <Stack gap="md">
        {account && account.currencies.length > 1 ? (
          <SegmentedControl
            data={account.currencies}
            value={account.currency}
            onChange={onCurrency}
            aria-label={t('billing.account.currency')}
            w="fit-content"
          />
        ) : null}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {figures.map((f) => (
            <Paper key={f.key} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {t(`billing.account.figures.${f.key}`)}
              </Text>
              <Text fw={700} data-testid={`account-${f.key}`}>
                {f.value === undefined ? '…' : money(f.value)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        {account && account.credit_minor > 0 ? (
          <Text size="sm" c="dimmed">
            {t('billing.account.creditNote')}
          </Text>
        ) : null}
        {actions ? <Group gap="sm">{actions}</Group> : null}
        <QueryTable
          query={{ ...query, data: account?.entries }}
          errorMessage={t('billing.account.loadFailed')}
          columns={columns}
          rowKey={(e) => e.id}
          empty={t('billing.account.empty')}
          testId="account-entries"
          stackOnPhone
        />
      </Stack>
    </Panel>
  )
}
