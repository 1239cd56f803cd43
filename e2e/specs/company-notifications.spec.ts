import { describe, expect, it } from 'vitest'
import { CompanyPages } from '../pages/company/CompanyPages.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({ pages: (shell) => ({ company: new CompanyPages(shell) }) })

describe('notification settings', () => {
  it('jane turns ticket replies off for herself and usage alerts off for Acme; both are there after a reload', async () => {
    const { page, shell, company } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await company.openNotifications()
    expect(await company.chosen('mine', 'ticket_reply')).toBe('default')
    await company.setChoice('mine', 'ticket_reply', 'None')
    await company.save('mine')
    await company.setChoice('defaults', 'usage_alert', 'None')
    await company.save('defaults')
    await auditScreen(page, 'company-notifications-en')

    await shell.reload()
    await company.openNotifications()
    expect(await company.chosen('mine', 'ticket_reply')).toBe('none')
    expect(await company.chosen('defaults', 'usage_alert')).toBe('none')
    // Her own usage alerts follow the company, which now says none.
    await page
      .getByTestId('notifications-mine-usage_alert')
      .getByText('As the company (None)', { exact: true })
      .waitFor()
    const jane = await portal.api('jane')
    const acme = (
      await jane.request<{ companies: { id: string; name: string }[] }>('GET', '/_me')
    ).companies.find((c) => c.name === 'Acme B.V.')
    const settings = await jane.request<{ data: { mine: Record<string, string | null> } }>(
      'GET',
      `/companies/${acme?.id}/notifications`,
    )
    expect(settings.data.mine.ticket_reply).toBe('none')
  })

  it('in Dutch, dark, at 390 px', async () => {
    const { page, company } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await company.openNotifications()
    await page.getByText('Uw e-mailmeldingen').waitFor()
    await auditScreen(page, 'company-notifications-nl-dark-390')
  })
})
