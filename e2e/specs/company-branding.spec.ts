import { loginEmbedded } from '@portico/api/test/helpers/oidcLogin.ts'
import { pdfText } from '@portico/api/test/helpers/pdf.ts'
import { solidPng } from '@portico/api/test/helpers/png.ts'
import { describe, expect, it } from 'vitest'
import { BrandingPage } from '../pages/company/BrandingPage.ts'
import { LoginPage } from '../pages/LoginPage.ts'
import { auditScreen } from '../support/axe.ts'
import { snapshot } from '../support/browser.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

/** Issue 15: white-label branding — Resell IT's brand is all Initech's people see. */
const portal = usePortal({ pages: (shell) => ({ branding: new BrandingPage(shell) }) })

/** A 40×16 PNG in Resell IT's teal, made here so the spec needs no fixture file. */
const tealPng = () => solidPng(40, 16, [0x0b, 0x72, 0x85])

describe('white-label branding', () => {
  it('the reseller uploads a logo and picks a colour; a colour with poor contrast is refused', async () => {
    const { page, branding } = await portal.signIn('reseller')
    await branding.open()
    await branding.uploadLogo(tealPng())
    await branding.setColour('#ffd43b')
    await branding.save()
    await branding.colourError().waitFor()
    expect(await branding.colourError().textContent()).toMatch(
      /Primary colour: white text on it reaches only 1\.\d+:1/,
    )
    await snapshot(page, 'company-branding-refused-en')
    await branding.setColour('#0b7285')
    await branding.save()
    await page.getByTestId('form-saved').waitFor()
    // The reseller's own portal takes its brand too (its people are the brand's owners).
    await page.getByTestId('header').getByText('Resell IT Cloud').waitFor()
    await auditScreen(page, 'company-branding-en')
  })

  it('Initech signs in through ?brand= and sees Resell IT’s brand in the portal, on its invoice PDF and in its mail, never the provider’s', async () => {
    const { page } = await portal.newPage({})
    await page.goto(`${portal.baseUrl}/?brand=resell-it`)
    const login = new LoginPage(page)
    await login.waitForIt()
    await page.getByText('Resell IT Cloud').first().waitFor()
    expect(await page.title()).toMatch(/Resell IT Cloud$/)
    expect(await page.locator('img.logo').count()).toBe(1)
    await snapshot(page, 'company-branding-sign-in')
    expect(await page.content()).not.toMatch(/Portico/)
    await login.signIn('initech@example.com', 'initech')
    await page.getByTestId('user-menu').waitFor()
    await page.getByTestId('header').getByText('Resell IT Cloud').waitFor()
    await page.getByTestId('brand-logo').waitFor()
    await page.waitForFunction(() => document.title.endsWith('- Resell IT Cloud'))
    expect(await page.locator('body').innerText()).not.toMatch(/Portico/)
    await auditScreen(page, 'company-branding-initech-portal')

    // Resell IT issues and sends Initech an invoice on its own books; Initech's PDF and mail carry
    // the reseller's brand and legal details (issue 25 item 9).
    const admin = await portal.api('admin')
    const books = await portal.api('reseller')
    const initech = await portal.api('initech')
    const me = await initech.request<{ companies: { id: string; name: string }[] }>('GET', '/_me')
    const customerId = me.companies.find((c) => c.name === 'Initech')?.id ?? ''
    const draft = await books.request<{ data: { id: string } }>('POST', '/billing/documents', {
      kind: 'invoice',
      customer_id: customerId,
      lines: [{ description: 'Managed workplace', quantity: '5', unit_price_minor: 2500, vat_rate_bp: 2100 }],
    })
    const id = draft.data.id
    await books.request('POST', `/billing/documents/${id}/issue`)
    await books.request('POST', `/billing/documents/${id}/send`, {})
    const token = (await loginEmbedded(portal.baseUrl, 'initech@example.com', 'initech')).access_token
    const { text } = await pdfText(portal.baseUrl, token, `/api/v1/finances/documents/${id}/pdf`)
    expect(text).toContain('Resell IT B.V.')
    expect(text).toContain('Resell IT Cloud')
    expect(text).not.toMatch(/Portico/i)
    const mail = (
      await admin.request<{ data: { to: string; from_name: string; subject: string; text: string }[] }>(
        'GET',
        '/mail/outbox',
      )
    ).data.find((m) => m.to === 'accounts@initech.example')
    expect(mail?.from_name).toBe('Resell IT Cloud Support')
    expect(mail?.text).toContain('Resell IT Cloud')
    expect(`${mail?.subject} ${mail?.text}`).not.toMatch(/Portico/i)
  })

  it('in Dutch, dark, at 390 px: the branding page and Initech’s portal', async () => {
    const { page, branding } = await portal.signIn('reseller', dutchDarkPhone)
    await branding.open()
    await page.getByText('Primaire kleur').first().waitFor()
    await auditScreen(page, 'company-branding-nl-dark-390')
    const initech = await portal.signIn('initech', dutchDarkPhone)
    await initech.page.getByTestId('brand-logo').waitFor()
    await auditScreen(initech.page, 'company-branding-initech-nl-dark-390')
  })
})
