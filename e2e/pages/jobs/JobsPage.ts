import type { Page } from 'playwright-core'

/** /admin/jobs: the queues with their counts and the list of jobs. */
export class JobsPage {
  constructor(readonly page: Page) {}

  queueRow(name: string) {
    return this.page.getByTestId('job-queues').getByRole('row').filter({ hasText: name })
  }

  jobRows(queue: string) {
    return this.page.getByTestId('job-list').getByRole('row').filter({ hasText: queue })
  }
}
