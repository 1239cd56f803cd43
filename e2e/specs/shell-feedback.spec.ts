import { describe, expect, it } from 'vitest'
import { FeedbackDialog } from '../pages/FeedbackDialog.ts'
import { usePortal } from '../support/portal.ts'

/** Under a busy machine a second is not enough for a page to react. */
const POLL = { timeout: 10_000 }

const portal = usePortal()

describe('feedback', () => {
  it('refuses an empty report with the messages of the spec', async () => {
    const { page } = await portal.signIn('jane')
    const dialog = new FeedbackDialog(page)
    await dialog.open()
    await dialog.submit()
    expect(await dialog.error().textContent()).toBe(
      'Please enter in the following required fields: Description',
    )
    await dialog.fill({ message: '   ' })
    await dialog.submit()
    expect(await dialog.error().textContent()).toBe('Unable to submit feedback with empty message')
    // Escape closes the dialog without sending.
    await page.keyboard.press('Escape')
    await dialog.root().waitFor({ state: 'hidden' })
  })

  it('sends a report with a screenshot, thanks for 5 s, and staff find it stored', async () => {
    const { page, shell } = await portal.signIn('jane')
    await shell.navigate('/finances/reports')
    await shell.waitForPage('/finances/reports', 'Reports - Portico')
    const dialog = new FeedbackDialog(page)
    await dialog.open()
    // Name and e-mail are filled in from the signed-in user.
    expect(await dialog.root().getByRole('textbox', { name: /^name/i }).inputValue()).toBe('Jane Doe')
    await dialog.fill({ message: 'The reports page is empty.' })
    await page.getByTestId('feedback-screenshot').check()
    await dialog.root().getByRole('img').waitFor()
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/feedback'))
    await dialog.submit()
    const body = (await posted).postDataJSON() as Record<string, string>
    expect(body.message).toBe('The reports page is empty.')
    expect(body.email).toBe('jane@example.com')
    expect(body.url).toBe(`${portal.baseUrl}/finances/reports`)
    expect(body.screenshot).toMatch(/^data:image\/png;base64,/)
    await dialog.success().waitFor()
    expect(await dialog.success().textContent()).toBe('Thank you for your report!')
    await dialog.root().waitFor({ state: 'hidden' })
    const shownFor = Date.now()
    await dialog.success().waitFor({ state: 'detached', timeout: 8_000 })
    expect(Date.now() - shownFor).toBeGreaterThan(4_000)

    const staff = await portal.signIn('admin')
    const listed = staff.page.waitForResponse(
      (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/v1/feedback',
    )
    await staff.shell.navigate('/admin/feedback')
    await staff.shell.waitForPage('/admin/feedback', 'Feedback reports - Portico')
    const list = staff.page.getByTestId('feedback-list')
    await list.getByText('The reports page is empty.').waitFor()
    const row = list.locator('tr', { hasText: 'The reports page is empty.' })
    expect(await row.textContent()).toContain('Jane Doe')
    expect(await row.textContent()).toContain('/finances/reports')
    expect(await row.textContent()).toContain('Yes')
    // The stored screenshot comes back as screenshot.png (asked for with the staff page's own token).
    const response = await listed
    const { data } = (await response.json()) as { data: { id: string; message: string }[] }
    const report = data.find((item) => item.message === 'The reports page is empty.')
    const authorization = (await response.request().headerValue('authorization')) ?? ''
    const png = await staff.page.request.get(`${portal.baseUrl}/api/v1/feedback/${report?.id}/screenshot`, {
      headers: { authorization },
    })
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
    expect(png.headers()['content-disposition']).toContain('screenshot.png')
    expect((await png.body()).subarray(1, 4).toString()).toBe('PNG')
  })

  it('a failed send says it may be the network or an ad-blocker', async () => {
    const { page } = await portal.signIn('jane')
    await page.route('**/api/v1/feedback', (route) => route.abort('blockedbyclient'))
    const dialog = new FeedbackDialog(page)
    await dialog.open()
    await dialog.fill({ message: 'Something broke' })
    await dialog.submit()
    await expect
      .poll(() => dialog.error().textContent())
      .toBe(
        'Unable to send feedback. This could be because of network issues, or because you are using an ad-blocker.',
      )
  })

  it('a 403 on send says the domain may not be allowed', async () => {
    const { page } = await portal.signIn('jane')
    await page.route('**/api/v1/feedback', (route) =>
      route.fulfill({ status: 403, contentType: 'application/problem+json', body: '{"status":403}' }),
    )
    const dialog = new FeedbackDialog(page)
    await dialog.open()
    await dialog.fill({ message: 'Something broke' })
    await dialog.submit()
    await expect.poll(() => dialog.error().textContent(), POLL).toContain('domain may not be allowed')
  })
})
