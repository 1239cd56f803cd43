import { Badge, Button, Group, Text, Title } from '@mantine/core'
import type { BillingRun } from '@portico/contracts'
import { IconPlayerPlay } from '@tabler/icons-react'
import { formatDateTime } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { DataTable } from '../../../shared/ui/DataTable.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useBillingRunsQuery, useStartBillingRun } from '../queries.ts'

const STATUS_COLOR = { running: 'blue', done: 'green', failed: 'red', interrupted: 'orange' } as const

/** The run log of recurring invoicing, with a button that starts a run now. */
export function BillingRuns() {
  const { t, i18n } = useFeatureTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  const runs = useBillingRunsQuery()
  const start = useStartBillingRun()
  return (
    <section aria-labelledby="billing-runs-title">
      <Group justify="space-between" mt="xl" mb="xs" wrap="wrap">
        <Title order={2} size="h3" id="billing-runs-title">
          {t('jobs.runs.title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={start.isPending}
          onClick={() => start.mutate()}
        >
          {t('jobs.runs.start')}
        </Button>
      </Group>
      <Text c="dimmed" mb="sm" maw={760}>
        {start.isSuccess ? t('jobs.runs.started') : t('jobs.runs.intro')}
      </Text>
      <DataTable<BillingRun>
        testId="billing-runs"
        rows={runs.data?.data}
        loading={runs.isPending}
        rowKey={(run) => run.id}
        empty={<Text c="dimmed">{t('jobs.runs.empty')}</Text>}
        columns={[
          {
            key: 'started',
            header: t('jobs.runs.started_at'),
            render: (run) => formatDateTime(run.started_at, language),
            nowrap: true,
          },
          {
            key: 'status',
            header: t('jobs.state'),
            nowrap: true,
            render: (run) => (
              <Badge color={STATUS_COLOR[run.status]} variant="dot">
                {t(`jobs.runs.statuses.${run.status}`)}
              </Badge>
            ),
          },
          { key: 'invoices', header: t('jobs.runs.invoices'), render: (run) => run.invoices_created },
          { key: 'periods', header: t('jobs.runs.periods'), render: (run) => run.periods_invoiced },
          {
            key: 'failures',
            header: t('jobs.runs.failures'),
            render: (run) =>
              run.failures.length === 0
                ? '0'
                : run.failures.map((f) => (
                    <Text key={f.service_ids.join()} size="sm" c="red">
                      {t('jobs.runs.failure', { count: f.service_ids.length })}: {f.error}
                    </Text>
                  )),
          },
        ]}
      />
    </section>
  )
}
