import '../i18n/register.ts'
import { Alert, Badge, Button, Group, Select, Text } from '@mantine/core'
import { JOB_STATES, type Job, type JobQueueSummary, type JobState } from '@portico/contracts'
import { useState } from 'react'
import { formatDateTime } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { RefreshButton } from '../../../shared/ui/RefreshButton.tsx'
import { BillingRuns } from '../components/BillingRuns.tsx'
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

/** A queue's name for people, with its technical name below. */
function QueueName({ name, label }: { name: string; label: string }) {
  return (
    <div>
      <Text size="sm">{label}</Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {name}
      </Text>
    </div>
  )
}

/** /admin/jobs: the queues with their counts, the jobs (filter by queue and state), retry a failed one. */
export default function JobsPage() {
  const { t, i18n } = useFeatureTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const [queue, setQueue] = useState<string | null>(null)
  const [state, setState] = useState<JobState | null>(null)
  const queues = useJobQueuesQuery()
  const jobs = useJobsQuery({ queue: queue ?? undefined, state: state ?? undefined })
  const retry = useRetryJob()
  const queueLabel = (name: string) => t(`jobs.names.${name}`, { defaultValue: name })
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
          <RefreshButton fetching={queues.isFetching || jobs.isFetching} onRefresh={refresh}>
            {t('jobs.refresh')}
          </RefreshButton>
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

      <DataTable<JobQueueSummary>
        testId="job-queues"
        rows={queues.data?.data}
        loading={queues.isPending}
        rowKey={(q) => q.name}
        minWidth={560}
        columns={[
          {
            key: 'queue',
            header: t('jobs.queue'),
            render: (q) => <QueueName name={q.name} label={queueLabel(q.name)} />,
            nowrap: true,
          },
          ...COUNTED.map((s) => ({
            key: s,
            header: t(`jobs.states.${s}`),
            render: (q: JobQueueSummary) => (
              <Text span fw={s === 'failed' && q.counts[s] > 0 ? 700 : undefined}>
                {q.counts[s]}
              </Text>
            ),
          })),
        ]}
      />
      <Group mb="sm" mt="lg" gap="sm" wrap="wrap">
        <Select
          label={t('jobs.queue')}
          placeholder={t('jobs.allQueues')}
          clearable
          data={(queues.data?.data ?? []).map((q) => ({ value: q.name, label: queueLabel(q.name) }))}
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
          {
            key: 'queue',
            header: t('jobs.queue'),
            render: (job) => <QueueName name={job.queue} label={queueLabel(job.queue)} />,
            nowrap: true,
          },
          {
            key: 'state',
            header: t('jobs.state'),
            nowrap: true,
            render: (job) => (
              <Badge color={STATE_COLOR[job.state]} variant="dot">
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
            render: (job) => `${job.retry_count} / ${job.retry_limit}`,
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
      <BillingRuns />
    </>
  )
}
