import { Anchor, Group, Paper, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { DocumentKind, DocumentSummary } from '@portico/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { CreateLink } from '../../../shared/ui/CreateLink.tsx'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { KeysetQueryTable } from '../../../shared/ui/KeysetQueryTable.tsx'
import { ListToolbar } from '../../../shared/ui/ListToolbar.tsx'
import { useKeysetPaging } from '../../../shared/ui/useKeysetPaging.ts'
import { useBillingFormat } from '../format.ts'
import type { DocumentList as DocumentListData, ListParams } from '../queries.ts'
import { StatusBadge } from './StatusBadge.tsx'

type Filter = NonNullable<ListParams['status']>
export const INVOICE_FILTERS: Filter[] = [
  'open',
  'overdue',
  'draft',
  'issued',
  'sent',
  'partially_paid',
  'paid',
  'credited',
]
export const QUOTE_FILTERS: Filter[] = ['open', 'draft', 'sent', 'accepted', 'declined', 'expired']

/**
 * A list of billing documents for staff or customers: status (and kind) filters, search, the sums of
 * everything the filter matches per currency, keyset pages.
 */
export function DocumentList({
  kinds,
  filters,
  useList,
  linkTo,
  createPath,
  createLabel,
  showCustomer = true,
}: {
  /** More than one: a kind filter (invoices and credit notes share a list). */
  kinds: DocumentKind[]
  filters: Filter[]
  useList: (params: ListParams) => {
    data?: DocumentListData
    isError: boolean
    isFetching: boolean
    refetch: () => unknown
  }
  linkTo: (row: DocumentSummary) => string
  createPath?: string
  createLabel?: string
  showCustomer?: boolean
}) {
  const { t } = useFeatureTranslation()
  const format = useBillingFormat()
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search.trim(), 300)
  const [status, setStatus] = useState<Filter | null>(null)
  const [kind, setKind] = useState<DocumentKind>(kinds[0] ?? 'invoice')
  const params = { kind, status: status ?? undefined, q: q || undefined }
  const paging = useKeysetPaging(JSON.stringify(params))
  const list = useList({ ...params, cursor: paging.cursor, limit: 25 })

  const columns: DataColumn<DocumentSummary>[] = [
    {
      key: 'number',
      header: t('billing.fields.number'),
      nowrap: true,
      render: (row) => (
        <Anchor component={Link} to={linkTo(row)} fw={600} data-testid="document-link">
          {row.number ?? t('billing.list.draftNumber')}
        </Anchor>
      ),
    },
    ...(showCustomer
      ? [
          {
            key: 'customer',
            header: t('billing.fields.customer'),
            render: (row: DocumentSummary) => row.customer_name,
          },
        ]
      : []),
    {
      key: 'issue_date',
      header: t('billing.fields.date'),
      nowrap: true,
      render: (row) => <span data-testid="row-date">{format.date(row.issue_date)}</span>,
    },
    {
      key: 'due',
      header: kind === 'quote' ? t('billing.fields.valid_until') : t('billing.fields.due_date'),
      nowrap: true,
      render: (row) => format.date(kind === 'quote' ? row.valid_until : row.due_date),
    },
    {
      key: 'status',
      header: t('billing.fields.status'),
      // A long status with "overdue" beside it is cut short in half a card.
      wide: true,
      render: (row) => <StatusBadge status={row.status} overdue={row.overdue} />,
    },
    {
      key: 'total',
      header: t('billing.fields.total'),
      nowrap: true,
      align: 'right',
      render: (row) => <span data-testid="row-total">{format.money(row.total_minor, row.currency)}</span>,
    },
    ...(kind === 'invoice'
      ? [
          {
            key: 'balance',
            header: t('billing.fields.balance'),
            nowrap: true,
            align: 'right' as const,
            render: (row: DocumentSummary) => format.money(row.balance_minor, row.currency),
          },
        ]
      : []),
  ]

  return (
    <>
      <ListToolbar
        search={{
          label: t('billing.list.search'),
          placeholder: t('billing.list.searchPlaceholder'),
          value: search,
          onChange: setSearch,
          width: 300,
        }}
        filters={[
          kinds.length > 1 && {
            key: 'kind',
            label: t('billing.list.kind'),
            data: kinds.map((value) => ({ value, label: t(`billing.kinds.${value}`) })),
            value: kind,
            onChange: (value) => value && setKind(value as DocumentKind),
            clearable: false,
            width: 180,
          },
          {
            key: 'status',
            label: t('billing.list.status'),
            placeholder: t('billing.list.anyStatus'),
            data: filters.map((value) => ({ value, label: t(`billing.status.${value}`) })),
            value: status,
            onChange: (value) => setStatus(value as Filter | null),
          },
        ]}
        actions={
          createPath ? (
            <CreateLink to={createPath} testId="list-create">
              {createLabel}
            </CreateLink>
          ) : null
        }
      />
      {list.data?.totals.length ? (
        <Group gap="sm" mb="md" data-testid="list-totals">
          {list.data.totals.map((total) => (
            <Paper key={total.currency} withBorder px="md" py="xs" radius="md">
              <Text size="xs" c="dimmed">
                {t('billing.list.totalOf', { currency: total.currency })}
              </Text>
              <Text fw={700}>{format.money(total.total_minor, total.currency)}</Text>
              {kind !== 'quote' ? (
                <Text size="sm" c="dimmed">
                  {t('billing.list.balanceOf', { amount: format.money(total.balance_minor, total.currency) })}
                </Text>
              ) : null}
            </Paper>
          ))}
        </Group>
      ) : null}
      <KeysetQueryTable
        query={list}
        paging={paging}
        errorMessage={t('billing.list.loadError')}
        columns={columns}
        rowKey={(row) => row.id}
        loading={list.isFetching}
        empty={t(`billing.list.empty.${kind}`)}
        testId="document-list"
        minWidth={760}
        stackOnPhone
      />
    </>
  )
}
