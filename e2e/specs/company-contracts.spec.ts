import { readFile } from 'node:fs/promises'
import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'
import { CompanyPages } from '../pages/company/CompanyPages.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({
  env: { SEED_DEMO_ORDERS: 'true' },
  pages: (shell) => ({ company: new CompanyPages(shell) }),
})

describe('company contracts', () => {
  it('jane sees Acme’s contracts with their terms and downloads the summary PDF', async () => {
    const { page, company } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await company.openContracts()
    // The fibre line was sold with 12 months committed and 30 days notice.
    const fibre = company.contractRow('Glasvezel 500')
    await fibre.waitFor()
    expect(await fibre.innerText()).toMatch(/12 months[\s\S]*30 days/)
    await company.contractRow('acme-shop.com').waitFor()
    expect(await page.getByTestId('contracts-count').innerText()).toMatch(/\d+/)
    await auditScreen(page, 'company-contracts-en')

    const saved = page.waitForEvent('download')
    await page.getByTestId('contracts-download').click()
    const file = await (await saved).path()
    const text = (await new PDFParse({ data: new Uint8Array(await readFile(file)) }).getText()).text
    // Acme's language is Dutch: so is its summary.
    expect(text).toContain('Contractoverzicht')
    expect(text).toContain('Glasvezel 500')
  })

  it('in Dutch, dark, at 390 px', async () => {
    const { page, company } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await company.openContracts()
    await page.getByText('Lopende contracten').waitFor()
    await auditScreen(page, 'company-contracts-nl-dark-390')
  })
})
