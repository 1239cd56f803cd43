import { beforeAll, describe, expect, it } from 'vitest'
import { CompanyPages } from '../pages/company/CompanyPages.ts'
import { NotificationsPages } from '../pages/notifications/NotificationsPages.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

/** Issue 26 item 6: staff hear of what customers do, in the bell in the header. */
const portal = usePortal({
  pages: (shell) => ({ bell: new NotificationsPages(shell), company: new CompanyPages(shell) }),
})
let adminApi: PorticoApi
let janeApi: PorticoApi
let acme = ''
beforeAll(async () => {
  adminApi = await portal.api('admin')
  janeApi = await portal.api('jane')
  const me = await janeApi.request<{ companies: { id: string; name: string }[] }>('GET', '/_me')
  acme = me.companies.find((c) => c.name === 'Acme B.V.')?.id ?? ''
})

/** Jane opens a ticket for Acme; resolves once the fan-out job has told the admin. */
async function janeOpensTicket(subject: string) {
  const created = await janeApi.request<{ data: { id: string; number: number } }>('POST', '/tickets', {
    company: acme,
    subject,
    impact: 'low',
    urgency: 'low',
    message: 'It stopped.',
  })
  await expect
    .poll(
      async () =>
        (await adminApi.request<{ data: { subject: string }[] }>('GET', '/notifications?limit=50')).data.some(
          (n) => n.subject.includes(subject),
        ),
      { timeout: 20_000 },
    )
    .toBe(true)
  return created.data
}

describe('the notifications bell', () => {
  it('a customer opens a ticket; staff see the count on the bell and open the ticket from the notification', async () => {
    await janeOpensTicket('Lights flickering')
    const ticket = await janeOpensTicket('Coffee machine offline')
    const { page, bell } = await portal.signIn('admin')
    await expect.poll(() => bell.bellName()).toMatch(/^Notifications, \d+ unread$/)
    const before = Number((await bell.bellName())?.match(/\d+/)?.[0])
    await bell.open()
    // The list takes the focus while open.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]'))))
      .toBe(true)
    const item = bell.item('Coffee machine offline')
    expect(await item.textContent()).toContain('New ticket from Acme B.V.')
    expect(await item.getAttribute('data-unread')).toBe('true')
    await auditScreen(page, 'notifications-bell-en')
    await item.click()
    await page.waitForURL((url) => url.pathname === `/support/ticket/${ticket.id}`)
    await page.getByText('Coffee machine offline').first().waitFor()
    await expect
      .poll(() => bell.bellName())
      .toBe(before > 1 ? `Notifications, ${before - 1} unread` : 'Notifications')

    // Read, it moves below the unread ones; "Mark all read" empties the count.
    await bell.open()
    expect(await bell.item('Coffee machine offline').getAttribute('data-unread')).toBeNull()
    expect(await page.getByTestId('notification-item').first().textContent()).toContain('Lights flickering')
    await bell.readAll()
    await expect.poll(() => bell.bellName()).toBe('Notifications')
    await page.keyboard.press('Escape')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('notifications-bell')
  })

  it('staff choose how they hear of customers on the notification settings page', async () => {
    const { page, company } = await portal.signIn('admin', { scope: 'Portico Demo Provider' })
    await company.openNotifications()
    const row = page.getByTestId('notifications-mineStaff-ticket_created')
    expect(await row.locator('select').inputValue()).toBe('default')
    expect(await row.locator('option').allTextContents()).toEqual([
      'As the company (E-mail and portal)',
      'E-mail and portal',
      'In the portal',
      'E-mail',
      'None',
    ])
    await auditScreen(page, 'notifications-settings-staff-en')
  })

  it('in Dutch, dark, at 390 px', async () => {
    await janeOpensTicket('Printer kapot')
    const { page, bell, company } = await portal.signIn('admin', {
      ...dutchDarkPhone,
      scope: 'Portico Demo Provider',
    })
    await expect.poll(() => bell.bellName()).toMatch(/^Meldingen, \d+ ongelezen$/)
    await bell.open()
    expect(await bell.item('Printer kapot').textContent()).toContain('Nieuw ticket van Acme B.V.')
    const box = await page.getByTestId('notifications-panel').boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    await auditScreen(page, 'notifications-bell-nl-dark-390')
    await page.keyboard.press('Escape')
    await company.openNotifications()
    await page.getByText('Uw meldingen over klanten').waitFor()
    await auditScreen(page, 'notifications-settings-staff-nl-dark-390')
  })
})
