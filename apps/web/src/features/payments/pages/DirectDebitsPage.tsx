import '../../billing/i18n/register.ts'
import '../i18n/register.ts'
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import type { DirectDebit, DirectDebitBatch, DirectDebitStatus } from '@portico/contracts'
import { IconDownload, IconFileExport } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { fetchBlob, saveBlob } from '../../../shared/api/download.ts'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { useRouteTitle } from '../../../shared/routing/usePageTitle.ts'
import type { DataColumn } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { QueryTable } from '../../../shared/ui/QueryTable.tsx'
import { billingPaths } from '../../billing/paths.ts'
import {
  batchFilePath,
  useDirectDebitBatchesQuery,
  useDirectDebitsQuery,
  useMakeBatchMutation,
} from '../queries.ts'

const COLORS: Record<DirectDebitStatus, string> = {
  scheduled: 'gray',
  submitted: 'blue',
  collected: 'teal',
  returned: 'orange',
  cancelled: 'gray',
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

async function downloadBatch(batch: DirectDebitBatch) {
  saveBlob(await fetchBlob(batchFilePath(batch.id), 'application/xml'), `${batch.message_id}.xml`)
}

/**
 * /billing/direct-debits: collections under the customers' mandates, pre-notified and waiting for a
 * batch; staff make the pain.008 file for a date and hand it to the bank; the bank statement confirms.
 */
export default function DirectDebitsPage() {
  const { t } = useFeatureTranslation()
  const format = useFormat()
  const routeTitle = useRouteTitle()
  const [filter, setFilter] = useState<DirectDebitStatus | null>('scheduled')
  const collections = useDirectDebitsQuery('billing', filter ? { status: filter } : {})
  const batches = useDirectDebitBatchesQuery()
  const make = useMakeBatchMutation()
  const [date, setDate] = useState(tomorrow)
  const [downloadFailed, setDownloadFailed] = useState(false)
  const download = (batch: DirectDebitBatch) => {
    setDownloadFailed(false)
    downloadBatch(batch).catch(() => setDownloadFailed(true))
  }
  const columns: DataColumn<DirectDebit>[] = [
    {
      key: 'date',
      header: t('payments.directDebit.date'),
      nowrap: true,
      render: (d) => format.day(d.collection_date),
    },
    { key: 'customer', header: t('payments.directDebit.customer'), render: (d) => d.company_name },
    {
      key: 'invoice',
      header: t('payments.directDebit.invoice'),
      nowrap: true,
      render: (d) => (
        <Anchor component={Link} to={billingPaths.view(d.document_id)}>
          {d.document_number}
        </Anchor>
      ),
    },
    {
      key: 'amount',
      header: t('payments.directDebit.amount'),
      nowrap: true,
      render: (d) => format.money(d.amount_minor, d.currency),
    },
    {
      key: 'account',
      header: t('payments.directDebit.account'),
      render: (d) => `${d.iban_masked} · ${d.mandate_reference}`,
    },
    {
      key: 'status',
      header: t('payments.directDebit.status'),
      render: (d) => (
        <Badge variant="dot" color={COLORS[d.status]}>
          {t(`payments.directDebit.statuses.${d.status}`)}
          {d.return_reason ? ` (${d.return_reason})` : ''}
        </Badge>
      ),
    },
  ]
  const batchColumns: DataColumn<DirectDebitBatch>[] = [
    {
      key: 'date',
      header: t('payments.directDebit.date'),
      nowrap: true,
      render: (b) => format.day(b.collection_date),
    },
    { key: 'count', header: t('payments.directDebit.count'), render: (b) => format.number(b.count) },
    {
      key: 'total',
      header: t('payments.directDebit.total'),
      nowrap: true,
      render: (b) => format.money(b.total_minor, 'EUR'),
    },
    { key: 'id', header: t('payments.directDebit.messageId'), render: (b) => b.message_id },
    {
      key: 'file',
      header: t('payments.directDebit.file'),
      render: (b) => (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => download(b)}
          data-testid="batch-download"
        >
          {t('payments.directDebit.download')}
        </Button>
      ),
    },
  ]
  return (
    <>
      <PageHeader title={routeTitle} />
      <Stack gap="lg">
        <Panel testId="batch-make">
          <Stack gap="sm">
            <Text size="sm">{t('payments.directDebit.intro')}</Text>
            <Group align="flex-end" gap="sm">
              <TextInput
                type="date"
                label={t('payments.directDebit.collectionDate')}
                value={date}
                min={tomorrow()}
                onChange={(e) => setDate(e.currentTarget.value)}
                w={{ base: '100%', sm: 220 }}
                data-testid="batch-date"
              />
              <Button
                leftSection={<IconFileExport size={16} aria-hidden />}
                loading={make.isPending}
                disabled={!date}
                onClick={() => make.mutate(date)}
                data-testid="batch-submit"
              >
                {t('payments.directDebit.make')}
              </Button>
            </Group>
            {make.data ? (
              <Alert color="teal" role="status" data-testid="batch-result">
                <Group justify="space-between" gap="sm">
                  <Text size="sm">
                    {t('payments.directDebit.made', {
                      count: make.data.count,
                      total: format.money(make.data.total_minor, 'EUR'),
                      date: format.day(make.data.collection_date),
                    })}
                  </Text>
                  <Button
                    size="compact-sm"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    onClick={() => make.data && download(make.data)}
                  >
                    {t('payments.directDebit.download')}
                  </Button>
                </Group>
              </Alert>
            ) : null}
            {make.error ? (
              <Alert color="red" role="alert">
                {t('payments.directDebit.failed', { message: make.error.message })}
              </Alert>
            ) : null}
            {downloadFailed ? (
              <Alert color="red" role="alert">
                {t('payments.directDebit.downloadFailed')}
              </Alert>
            ) : null}
          </Stack>
        </Panel>
        <Panel>
          <Stack gap="sm">
            <SegmentedControl
              w="fit-content"
              value={filter ?? 'all'}
              onChange={(value) => setFilter(value === 'all' ? null : (value as DirectDebitStatus))}
              data={[
                { value: 'scheduled', label: t('payments.directDebit.statuses.scheduled') },
                { value: 'submitted', label: t('payments.directDebit.statuses.submitted') },
                { value: 'all', label: t('payments.directDebit.all') },
              ]}
            />
            <QueryTable
              query={collections}
              errorMessage={t('payments.directDebit.failed', { message: '' })}
              columns={columns}
              rowKey={(d) => d.id}
              empty={t('payments.directDebit.empty')}
              testId="direct-debits"
              stackOnPhone
            />
          </Stack>
        </Panel>
        <Panel>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('payments.directDebit.batches')}
            </Title>
            <QueryTable
              query={batches}
              errorMessage={t('payments.directDebit.failed', { message: '' })}
              columns={batchColumns}
              rowKey={(b) => b.id}
              empty={t('payments.directDebit.noBatches')}
              testId="batches"
              stackOnPhone
            />
          </Stack>
        </Panel>
      </Stack>
    </>
  )
}
