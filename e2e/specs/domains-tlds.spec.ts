import { beforeAll, describe, expect, it } from 'vitest'
import { DomainPages } from '../pages/domains/DomainPages.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { auditScreen } from '../support/axe.ts'
import { usePortal } from '../support/portal.ts'

type Tld = Record<string, unknown> & { tld: string; version: number; prices: unknown[] }

const portal = usePortal({ pages: (shell) => ({ domains: new DomainPages(shell) }) })
let admin: PorticoApi
beforeAll(async () => {
  admin = await portal.api('admin')
})

/** A TLD as the input of a PUT (the contract is strict: no id, version or timestamps). */
const inputOf = ({ id, product_id, version, created_at, updated_at, ...input }: Tld) => input

describe('the TLD catalogue', () => {
  it('staff add .dev: the contract asks for a 1-year price first; saved, the list shows it', async () => {
    const { page, domains } = await portal.signIn('admin')
    await domains.openTlds()
    expect(await page.getByTestId('tld-table').locator('tbody tr').count()).toBe(12)
    expect(await domains.tldRow('nl').textContent()).toContain('.nl (SIDN)')
    expect(await domains.tldRow('com').textContent()).toContain('€11.99')
    await auditScreen(page, 'domains-tlds-en')

    await domains.addTld('.dev')
    await page.getByTestId('tld-new').waitFor()
    await domains.setPrice('EUR', 'P2Y', '29.90')
    await domains.save()
    await page
      .getByTestId('tld-prices-error')
      .getByText('A TLD needs an enabled price for one year')
      .waitFor()
    await domains.setPrice('EUR', 'P1Y', '14.95')
    await domains.setRestore('EUR', '89.00')
    await auditScreen(page, 'domains-tld-form-en')
    await domains.save()
    await page.getByTestId('tld-saved').waitFor()
    expect(await page.getByTestId('tld-new').count()).toBe(0)

    const saved = (await admin.request<{ data: Tld }>('GET', '/domains/tlds/dev')).data
    expect(saved).toMatchObject({
      kind: 'gtld',
      grace_days: 30,
      redemption_days: 30,
      pending_delete_days: 5,
      prices: [
        { currency: 'EUR', period: 'P1Y', price_minor: 1495, enabled: true },
        { currency: 'EUR', period: 'P2Y', price_minor: 2990, enabled: true },
      ],
      restore_prices: [{ currency: 'EUR', price_minor: 8900 }],
      premium_cap_minor: null,
    })
    await domains.openTlds()
    await domains.tldRow('dev').waitFor()
    expect(await domains.tldRow('dev').textContent()).toContain('€14.95')
  })

  it('a .nl is sold per year only: the form says so in Dutch, the API refuses two years too', async () => {
    const { page, domains } = await portal.signIn('admin', { locale: 'nl-NL' })
    await domains.openTld('nl')
    await page.getByTestId('tld-nl-hint').waitFor()
    expect(await domains.priceRow('EUR', 'P2Y').count()).toBe(0)
    // Offered as a gTLD for a moment, a 2-year price stays in sight when the kind goes back to .nl.
    await domains.choose('tld-kind', 'gTLD')
    await domains.setPrice('EUR', 'P2Y', '15.98')
    await domains.choose('tld-kind', '.nl (SIDN)')
    await domains.save()
    await domains
      .priceRow('EUR', 'P2Y')
      .getByText('.nl wordt alleen per jaar geregistreerd en verlengd (SIDN)')
      .waitFor()
    expect(await page.getByTestId('tld-saved').count()).toBe(0)

    const nl = (await admin.request<{ data: Tld }>('GET', '/domains/tlds/nl')).data
    const twoYears = {
      ...inputOf(nl),
      prices: [...nl.prices, { currency: 'EUR', period: 'P2Y', price_minor: 1598 }],
    }
    await expect(
      admin.request('PUT', '/domains/tlds/nl', twoYears, { 'if-match': `W/"${nl.version}"` }),
    ).rejects.toThrow(/400.*per year only/)
  })

  it('someone else saving first: the form shows the conflict and loads their version', async () => {
    const { page, domains } = await portal.signIn('admin')
    await domains.openTld('com')
    const com = (await admin.request<{ data: Tld }>('GET', '/domains/tlds/com')).data
    await admin.request(
      'PUT',
      '/domains/tlds/com',
      { ...inputOf(com), grace_days: 40 },
      {
        'if-match': `W/"${com.version}"`,
      },
    )
    await domains.setPrice('EUR', 'P1Y', '12.49')
    await domains.save()
    await page.getByTestId('form-conflict').waitFor()
    await page.getByTestId('form-reload').click()
    await page.getByTestId('form-conflict').waitFor({ state: 'detached' })
    await expect.poll(() => page.getByTestId('tld-grace_days').inputValue()).toBe('40')
    await domains.save()
    await page.getByTestId('tld-saved').waitFor()
  })

  it('the list and the form in Dutch, dark, at 390 px', async () => {
    const { page, domains } = await portal.signIn('admin', {
      locale: 'nl-NL',
      darkMode: true,
      width: 390,
      height: 844,
    })
    await domains.openTlds()
    await page.getByText('Extensie toevoegen').waitFor()
    await auditScreen(page, 'domains-tlds-nl-dark-390')
    await domains.tldRow('com').getByTestId('tld-link').click()
    await page.getByText('Respijtperiode (dagen)').waitFor()
    await auditScreen(page, 'domains-tld-form-nl-dark-390')
  })

  it('a customer opening the TLD catalogue sees the 403 page', async () => {
    const { page, shell } = await portal.signIn('jane')
    await shell.navigate('/admin/catalog/tlds')
    await page.getByTestId('error-403').waitFor()
    expect(await page.getByTestId('tld-table').count()).toBe(0)
  })
})
