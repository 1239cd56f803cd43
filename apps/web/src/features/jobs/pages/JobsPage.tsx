import '../i18n/register.ts'
import { Alert, Badge, Button, Group, Select, Skeleton, Table, Text } from '@mantine/core'
import { JOB_STATES, type Job, type JobState } from '@portico/contracts'
import { IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { formatDateTime } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { useJobQueuesQuery, useJobsQuery, useRetryJob } from '../queries.ts'

const STATE_COLOR: Record<JobState, string> = {
  created: 'gray',
  retry: 'orange',
  active: 'blue',
  completed: 'green',
  cancelled: 'gray',
  failed: 'red',
}
const COUNTED: JobState[] = ['created', 'retry', 'active', 'failed', 'completed']

/** /admin/jobs: the queues with their counts, the jobs (filter by queue and state), retry a failed one. */
export default function JobsPage() {
  const { t, i18n } = useFeatureTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const [queue, setQueue] = useState<string | null>(null)
  const [state, setState] = useState<JobState | null>(null)
  const queues = useJobQueuesQuery()
  const jobs = useJobsQuery({ queue: queue ?? undefined, state: state ?? undefined })
  const retry = useRetryJob()
  const rows = jobs.data?.pages.flatMap((p) => p.data)
  const refresh = () => {
    void queues.refetch()
    void jobs.refetch()
  }

  return (
    <>
      <PageHeader
        title={t('routes.jobs')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={queues.isFetching || jobs.isFetching}
            onClick={refresh}
          >
            {t('jobs.refresh')}
          </Button>
        }
      />
      <Text c="dimmed" mb="md" maw={760}>
        {t('jobs.intro')}
      </Text>
      {queues.isError || jobs.isError ? <QueryError message={t('jobs.loadError')} onRetry={refresh} /> : null}
      {retry.isError ? (
        <Alert color="red" mb="md">
          {t('jobs.retryFailed')}
        </Alert>
      ) : null}
      {retry.isSuccess ? (
        <Alert color="green" mb="md">
          {t('jobs.retried')}
        </Alert>
      ) : null}

      {queues.isPending ? (
        <Skeleton height={120} mb="lg" />
      ) : queues.data ? (
        <Table.ScrollContainer minWidth={560} mb="lg">
          <Table data-testid="job-queues" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('jobs.queue')}</Table.Th>
                {COUNTED.map((s) => (
                  <Table.Th key={s}>{t(`jobs.states.${s}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queues.data.data.map((q) => (
                <Table.Tr key={q.name}>
                  <Table.Td>
                    <code>{q.name}</code>
                  </Table.Td>
                  {COUNTED.map((s) => (
                    <Table.Td key={s} c={s === 'failed' && q.counts[s] > 0 ? 'red' : undefined}>
                      {q.counts[s]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}

      <Group mb="sm" gap="sm" wrap="wrap">
        <Select
          label={t('jobs.queue')}
          placeholder={t('jobs.allQueues')}
          clearable
          data={(queues.data?.data ?? []).map((q) => q.name)}
          value={queue}
          onChange={setQueue}
          w={220}
        />
        <Select
          label={t('jobs.state')}
          placeholder={t('jobs.allStates')}
          clearable
          data={JOB_STATES.map((s) => ({ value: s, label: t(`jobs.states.${s}`) }))}
          value={state}
          onChange={(value) => setState(value as JobState | null)}
          w={200}
        />
      </Group>
      <DataTable<Job>
        testId="job-list"
        rows={rows}
        loading={jobs.isPending}
        rowKey={(job) => job.id}
        empty={<Text c="dimmed">{t('jobs.empty')}</Text>}
        columns={[
          { key: 'queue', header: t('jobs.queue'), render: (job) => <code>{job.queue}</code>, nowrap: true },
          {
            key: 'state',
            header: t('jobs.state'),
            render: (job) => (
              <Badge color={STATE_COLOR[job.state]} variant="light">
                {t(`jobs.states.${job.state}`)}
              </Badge>
            ),
          },
          {
            key: 'created',
            header: t('jobs.created'),
            render: (job) => formatDateTime(job.created_at, language),
            nowrap: true,
          },
          {
            key: 'attempts',
            header: t('jobs.attempts'),
            render: (job) => `${job.retry_count} / ${job.retry_limit + 1}`,
          },
          { key: 'error', header: t('jobs.error'), render: (job) => job.error ?? '' },
          {
            key: 'actions',
            header: '',
            render: (job) =>
              job.state === 'failed' ? (
                <Button
                  size="xs"
                  variant="light"
                  loading={retry.isPending && retry.variables?.id === job.id}
                  onClick={() => retry.mutate(job)}
                >
                  {t('jobs.retry')}
                </Button>
              ) : null,
          },
        ]}
      />
      {jobs.hasNextPage ? (
        <Button
          variant="default"
          mt="md"
          loading={jobs.isFetchingNextPage}
          onClick={() => void jobs.fetchNextPage()}
        >
          {t('jobs.more')}
        </Button>
      ) : null}
    </>
  )
}
