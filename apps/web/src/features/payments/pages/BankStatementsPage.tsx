import '../../billing/i18n/register.ts'
import '../i18n/register.ts'
import { Alert, Badge, Button, FileInput, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import type { BankEntry, BankEntryStatus } from '@portico/contracts'
import { IconFileImport } from '@tabler/icons-react'
import { useState } from 'react'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { useRouteTitle } from '../../../shared/routing/usePageTitle.ts'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { CustomerPicker } from '../../billing/components/CustomerPicker.tsx'
import { useBillingFormat } from '../../billing/format.ts'
import { useAssignEntryMutation, useBankEntriesQuery, useImportStatementMutation } from '../queries.ts'

const COLORS: Record<BankEntryStatus, string> = {
  matched: 'teal',
  unmatched: 'orange',
  assigned: 'blue',
  ignored: 'gray',
}

/** /billing/bank: staff import CAMT.053 statements and assign the payments that did not match. */
export default function BankStatementsPage() {
  const { t } = useFeatureTranslation()
  const format = useBillingFormat()
  const routeTitle = useRouteTitle()
  const [file, setFile] = useState<File | null>(null)
  const [filter, setFilter] = useState<BankEntryStatus | null>('unmatched')
  const [assigning, setAssigning] = useState<BankEntry | null>(null)
  const upload = useImportStatementMutation()
  const entries = useBankEntriesQuery(filter)
  const columns: DataColumn<BankEntry>[] = [
    {
      key: 'date',
      header: t('payments.bank.date'),
      nowrap: true,
      render: (e) => format.date(e.booking_date),
    },
    {
      key: 'amount',
      header: t('payments.bank.amount'),
      nowrap: true,
      render: (e) => format.money(e.credit ? e.amount_minor : -e.amount_minor, e.currency),
    },
    { key: 'from', header: t('payments.bank.from'), render: (e) => e.debtor_name ?? e.debtor_iban ?? '—' },
    { key: 'description', header: t('payments.bank.description'), render: (e) => e.remittance || '—' },
    {
      key: 'status',
      header: t('payments.bank.status'),
      render: (e) =>
        e.status === 'unmatched' ? (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setAssigning(e)}
            data-testid="entry-assign"
          >
            {t('payments.bank.assign')}
          </Button>
        ) : (
          <Badge variant="dot" color={COLORS[e.status]}>
            {t(`payments.bank.statuses.${e.status}`)}
          </Badge>
        ),
    },
  ]
  return (
    <>
      <PageHeader title={routeTitle} />
      <Stack gap="lg">
        <Panel testId="statement-import">
          <Stack gap="sm">
            <Text size="sm">{t('payments.bank.intro')}</Text>
            <Group align="flex-end" gap="sm">
              <FileInput
                label={t('payments.bank.file')}
                accept=".xml,application/xml,text/xml"
                value={file}
                onChange={setFile}
                clearable
                w={{ base: '100%', sm: 360 }}
                data-testid="statement-file"
              />
              <Button
                leftSection={<IconFileImport size={16} aria-hidden />}
                disabled={!file}
                loading={upload.isPending}
                onClick={() => file && upload.mutate(file, { onSuccess: () => setFile(null) })}
                data-testid="statement-import-submit"
              >
                {t('payments.bank.import')}
              </Button>
            </Group>
            {upload.data ? (
              <Alert color="teal" data-testid="statement-result" role="status">
                {t('payments.bank.result', upload.data)}
              </Alert>
            ) : null}
            {upload.error ? (
              <Alert color="red" role="alert">
                {t('payments.bank.failed', { message: upload.error.message })}
              </Alert>
            ) : null}
          </Stack>
        </Panel>
        <Panel>
          <Stack gap="sm">
            <SegmentedControl
              w="fit-content"
              value={filter ?? 'all'}
              onChange={(value) => setFilter(value === 'all' ? null : (value as BankEntryStatus))}
              data={[
                { value: 'unmatched', label: t('payments.bank.unmatched') },
                { value: 'all', label: t('payments.bank.all') },
              ]}
            />
            <QueryTable
              query={entries}
              errorMessage={t('payments.bank.failed', { message: '' })}
              columns={columns}
              rowKey={(e) => e.id}
              empty={t('payments.bank.empty')}
              testId="bank-entries"
              stackOnPhone
            />
          </Stack>
        </Panel>
      </Stack>
      {assigning ? <AssignDialog entry={assigning} onClose={() => setAssigning(null)} /> : null}
    </>
  )
}

function AssignDialog({ entry, onClose }: { entry: BankEntry; onClose: () => void }) {
  const { t } = useFeatureTranslation()
  const format = useFormat()
  const [customer, setCustomer] = useState<string | null>(null)
  const assign = useAssignEntryMutation()
  return (
    <FormDialog
      title={`${t('payments.bank.assign')}: ${format.money(entry.amount_minor, entry.currency)}`}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault()
        if (customer) assign.mutate({ id: entry.id, customerId: customer }, { onSuccess: onClose })
      }}
      alerts={[assign.error && t('payments.bank.failed', { message: assign.error.message })]}
      actionLabel={t('payments.bank.assignSubmit')}
      testId="assign"
      busy={assign.isPending}
    >
      <Text size="sm">{entry.remittance}</Text>
      <CustomerPicker value={customer ?? ''} onChange={(c) => setCustomer(c?.id ?? null)} />
      <Text size="sm" c="dimmed">
        {t('payments.bank.assignText')}
      </Text>
    </FormDialog>
  )
}
