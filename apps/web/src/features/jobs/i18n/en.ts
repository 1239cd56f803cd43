/** Job queue page. nl.ts has the same keys (checked by its type). */
const en = {
  jobs: {
    intro:
      'Work that happens later (mail, provisioning, renewals) runs as jobs. A job that fails is retried with a growing delay; when its retries are used up it stops here until you retry it.',
    queues: 'Queues',
    queue: 'Queue',
    allQueues: 'All queues',
    state: 'State',
    allStates: 'All states',
    states: {
      created: 'Waiting',
      retry: 'Retrying',
      active: 'Running',
      completed: 'Done',
      cancelled: 'Cancelled',
      failed: 'Failed',
    },
    created: 'Created',
    attempts: 'Retries',
    names: { 'mail.deliver': 'Mail delivery', 'dead-letter': 'Given up (dead letters)' } as Record<
      string,
      string
    >,
    error: 'Error',
    retry: 'Retry',
    retried: 'The job is back in its queue.',
    retryFailed: 'The job could not be retried.',
    empty: 'No jobs match.',
    loadError: 'The job queue could not be loaded.',
    refresh: 'Refresh',
    runs: {
      title: 'Recurring invoicing',
      intro:
        'Every night at 03:00 the services that are due within the lead time are invoiced, one invoice per customer (a reseller pays for its customers). Each period is invoiced once, however often a run happens.',
      start: 'Run now',
      started: 'The run has started; it appears here when it is done.',
      started_at: 'Started',
      statuses: { running: 'Running', done: 'Done', failed: 'Failed', interrupted: 'Interrupted, resumed' },
      invoices: 'Invoices',
      periods: 'Periods',
      failures: 'Not invoiced',
      failure_one: '{{count}} service',
      failure_other: '{{count}} services',
      empty: 'No runs yet.',
    },
    more: 'Older jobs',
  },
}

export default en
export type JobsTranslation = DeepStrings<typeof en>
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }
