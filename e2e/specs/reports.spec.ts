import { beforeAll, describe, expect, it } from 'vitest'
import { issuedDocument } from '../pages/billing/BillingPages.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal()
beforeAll(async () => {
  const admin = await portal.api('admin')
  const acme = (await admin.seededRecord('customers', 'Acme B.V.')).id
  await issuedDocument(admin, {
    kind: 'invoice',
    customer_id: acme,
    lines: [{ description: 'Consultancy', quantity: '8', unit_price_minor: 9500, vat_rate_bp: 2100 }],
  })
})

describe('finance reports', () => {
  it('staff see revenue per month as a chart and a table, receivables and VAT per quarter', async () => {
    const { page, shell } = await portal.signIn('admin')
    await shell.navigate('/finances/reports')
    await page.getByTestId('revenue-chart').locator('.recharts-bar-rectangle').first().waitFor()
    expect(await page.getByTestId('reports-revenue').textContent()).toContain('€760.00')
    expect(await page.getByTestId('reports-receivables').textContent()).toContain('€919.60')
    expect(await page.getByTestId('reports-vat').textContent()).toContain('21%')
    await auditScreen(page, 'reports-en')
  })

  it('in Dutch, dark, at 390 px; a customer’s user reads that reports are for staff', async () => {
    const { page, shell } = await portal.signIn('admin', dutchDarkPhone)
    await shell.navigate('/finances/reports')
    await page.getByTestId('revenue-chart').locator('.recharts-bar-rectangle').first().waitFor()
    await auditScreen(page, 'reports-nl-dark-390')
    const jane = await portal.signIn('jane')
    await jane.shell.navigate('/finances/reports')
    await jane.page.getByText('Reports cover the provider’s whole administration').waitFor()
  })
})
