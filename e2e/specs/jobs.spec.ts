import { describe, expect, it } from 'vitest'
import { JobsPage } from '../pages/jobs/JobsPage.ts'
import type { Shell } from '../pages/Shell.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

// Mail goes by SMTP to a port where nothing listens: its job waits for a retry, visible to staff.
const portal = usePortal({
  env: { SMTP_URL: 'smtp://127.0.0.1:9' },
  pages: (shell: Shell) => ({ jobs: new JobsPage(shell.page) }),
})

async function mailSomething() {
  const jane = await portal.api('jane')
  const me = await jane.request<{ companies: { id: string; name: string }[] }>('GET', '/_me')
  const acme = me.companies.find((c) => c.name === 'Acme B.V.')
  await jane.request('POST', '/tickets', {
    company: acme?.id,
    subject: 'Printer on fire',
    impact: 'low',
    urgency: 'low',
    message: 'Smoke everywhere.',
  })
}

describe('the job queue (/admin/jobs)', () => {
  it('staff see the mail queue, the mail job that waits for its retry with its error, and start an invoicing run', async () => {
    await mailSomething()
    const { page, shell, jobs } = await portal.signIn('admin')
    await shell.navigate('/admin/jobs')
    await jobs.queueRow('mail.deliver').waitFor()
    const job = jobs.jobRows('mail.deliver').first()
    await job
      .getByText(/ECONNREFUSED|connect/)
      .waitFor({ timeout: 20_000 })
      .catch(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click()
        await job.getByText(/ECONNREFUSED|connect/).waitFor({ timeout: 20_000 })
      })
    expect(await job.textContent()).toMatch(/Retrying|Waiting|Running/)
    // Recurring invoicing, started by hand: the run appears in the run log when it is done.
    await page.getByRole('button', { name: 'Run now' }).click()
    await page.getByText('The run has started').waitFor()
    await page.getByTestId('billing-runs').getByText('Done').first().waitFor({ timeout: 20_000 })
    await auditScreen(page, 'jobs')
  })

  it('reads in Dutch, dark, at 390 px', async () => {
    const { page, shell, jobs } = await portal.signIn('admin', dutchDarkPhone)
    await shell.navigate('/admin/jobs')
    await jobs.queueRow('mail.deliver').waitFor()
    await page.getByRole('heading', { name: 'Taken' }).waitFor()
    await auditScreen(page, 'jobs-nl-dark-390')
  })
})
