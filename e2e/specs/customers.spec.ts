import { beforeAll, describe, expect, it } from 'vitest'
import { CustomerPages } from '../pages/customers/CustomerPages.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { auditScreen } from '../support/axe.ts'
import { snapshot } from '../support/browser.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({ pages: (shell) => ({ customers: new CustomerPages(shell) }) })
let admin: PorticoApi
beforeAll(async () => {
  admin = await portal.api('admin')
})

describe('customer administration (staff)', () => {
  it('creates a customer, with field errors from the contract first, then edits, archives and restores it', async () => {
    const { page, customers } = await portal.signIn('admin')
    await customers.openCreate()
    await customers.fill({
      name: 'Fabrikam B.V.',
      billing_email: 'not-an-email',
      vat_id: 'NL12',
      website: 'ftp://x',
    })
    await customers.submit()
    await expect.poll(() => customers.fieldError('billing_email')).toMatch(/valid e-mail/)
    expect(await customers.fieldError('vat_id')).toMatch(/NL123456789B01/)
    expect(await customers.fieldError('website')).toMatch(/http/)
    expect(await customers.fieldError('name')).toBeNull()
    // The first field in error has the focus, in view (issue 26, item 4).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('field-billing_email')
    await page.getByTestId('form-error').waitFor()
    await auditScreen(page, 'customers-form-errors')

    await customers.fill({
      billing_email: 'billing@fabrikam.example',
      vat_id: 'NL123456789B01',
      website: 'https://fabrikam.example',
      'address.street': 'Stationsplein 1',
      'address.postal_code': '3511 ED',
      'address.city': 'Utrecht',
    })
    // Typing a country and pressing Enter picks it; it does not submit without one (issue 26, item 3).
    await customers.field('address.country').fill('Netherl')
    await customers.field('address.country').press('Enter')
    await expect.poll(() => customers.field('address.country').inputValue()).toBe('Netherlands (NL)')
    expect(page.url()).toContain('/customers/create')
    await customers.submit()
    await page.waitForURL(/\/customers\/view\/[0-9a-f-]{36}$/)
    await expect.poll(() => customers.recordName().textContent()).toBe('Fabrikam B.V.')
    await page.getByTestId('notice-success').getByText('Fabrikam B.V. was created.').waitFor()
    // The VIES adapter runs in sandbox mode here, and the page must say so.
    await page.getByTestId('vat-sandbox').waitFor()
    expect(await page.getByTestId('vat-status').textContent()).toBe('Valid')
    const id = customers.currentId()
    await auditScreen(page, 'customers-view-overview')

    await page.getByTestId('record-edit').click()
    await page.waitForURL(new RegExp(`/customers/edit/${id}$`))
    expect(await customers.field('address.city').inputValue()).toBe('Utrecht')
    await customers.fill({ name: 'Fabrikam Holding B.V.', 'address.city': 'Amersfoort' })
    await customers.submit()
    await page.waitForURL(new RegExp(`/customers/view/${id}$`))
    await expect.poll(() => customers.recordName().textContent()).toBe('Fabrikam Holding B.V.')
    expect(await page.getByTestId('record-address').textContent()).toContain('Amersfoort')

    await customers.openTab('activity')
    await page.getByTestId('activity-entry').first().waitFor()
    expect(await page.getByTestId('activity-list').textContent()).toContain('Customer changed')
    await page.getByTestId('activity-entry').first().locator('button').first().click()
    await expect.poll(() => page.getByTestId('activity-list').textContent()).toContain('Amersfoort')
    await snapshot(page, 'customers-view-activity')

    await page.getByTestId('record-archive').click()
    await snapshot(page, 'customers-archive-confirm')
    await customers.confirm()
    await page.getByTestId('record-archived').waitFor()
    await customers.openList('archived')
    await customers.recordLink('Fabrikam Holding B.V.').waitFor()
    await customers.openList('active')
    await customers.search('Fabrikam')
    await page.getByTestId('record-list-empty').waitFor()

    await customers.openView(id)
    await page.getByTestId('record-restore').click()
    await customers.confirm()
    await page.getByTestId('record-archive').waitFor()
    await customers.openList('active')
    await customers.search('Fabrikam')
    await customers.recordLink('Fabrikam Holding B.V.').waitFor()
  })

  it('adds a contact with every spec field and a location that names that contact', async () => {
    const record = await admin.createRecord('customers', { name: 'Contoso Ltd' })
    const { page, customers } = await portal.signIn('admin')
    await customers.openView(record.id, 'contacts')
    await page.getByTestId('contacts-list-empty').waitFor()
    await page.getByTestId('add-contacts').click()
    await page.getByTestId('contact-form').waitFor()
    await customers.fill({
      full_name: 'Olivia Jansen',
      job_title: 'IT manager',
      phone_number: '+31 30 123 4567',
      phone_number_extension: '42',
      mobile_number: '+31 6 1234 5678',
      email: 'olivia@contoso.example',
    })
    await customers.choose('preferred_language', 'Nederlands')
    await customers.choose('communication_method', 'Phone')
    await snapshot(page, 'customers-contact-form')
    const row = await customers.submitPart(record.id, 'contacts')
    await expect.poll(() => row.textContent()).toContain('Olivia Jansen')
    expect(await row.textContent()).toContain('+31 30 123 4567 / 42')
    expect(await row.textContent()).toContain('Phone')

    await customers.openTab('locations')
    await page.getByTestId('add-locations').click()
    await page.getByTestId('location-form').waitFor()
    await customers.fill({ name: 'Head office', 'address.street': 'Main Street 1', 'address.city': 'London' })
    await customers.choose('address.country', 'United Kingdom')
    await customers.choose('contact_id', 'Olivia Jansen')
    const location = await customers.submitPart(record.id, 'locations')
    await expect.poll(() => location.textContent()).toContain('Head office')
    expect(await location.textContent()).toContain('Olivia Jansen')
    expect(await location.textContent()).toContain('GB')
    await auditScreen(page, 'customers-view-locations')

    // Editing the contact: the same form, filled in.
    await customers.openTab('contacts')
    // The address changes before the tab does: the link must be the contacts list's, not the locations'.
    await page.getByTestId('contacts-list').getByTestId('part-link').first().click()
    await expect.poll(() => customers.field('job_title').inputValue()).toBe('IT manager')
    await customers.fill({ job_title: 'CIO' })
    await customers.submit()
    await expect.poll(() => page.getByTestId('contacts-list').textContent()).toContain('CIO')
  })

  it('shows the record’s tickets and contracts on their tabs', async () => {
    const acme = await admin.seededRecord('customers', 'Acme B.V.')
    const globex = await admin.seededRecord('customers', 'Globex Ltd')
    const ticket = (company: string, subject: string) =>
      admin.request('POST', '/tickets', {
        subject,
        company,
        impact: 'low',
        urgency: 'low',
        message: 'Please look.',
      })
    await ticket(acme.id, 'Mail bounces at Acme')
    await ticket(globex.id, 'Printer at Globex')
    const { page, customers } = await portal.signIn('admin')
    await customers.openView(acme.id, 'tickets')
    await page.getByTestId('record-tickets').getByText('Mail bounces at Acme').waitFor()
    // Only this company's tickets.
    expect(await page.getByTestId('record-tickets').getByText('Printer at Globex').count()).toBe(0)
    await auditScreen(page, 'customers-view-tickets')
    await customers.openTab('contracts')
    await page.getByTestId('contracts-table').waitFor()
    await expect.poll(() => page.getByTestId('contracts-count').textContent()).toMatch(/\d/)
    await auditScreen(page, 'customers-view-contracts')
  })

  it('tells the user when someone else saved first, and reloads the latest version on request', async () => {
    const record = await admin.createRecord('customers', { name: 'Northwind' })
    const { page, customers } = await portal.signIn('admin')
    await customers.shell.navigate(`/customers/edit/${record.id}`)
    await page.getByTestId('record-form').waitFor()
    await admin.renameRecord('customers', record.id, 'Northwind Traders')
    await customers.fill({ 'address.city': 'Seattle' })
    await customers.submit()
    await page.getByTestId('form-conflict').waitFor()
    await snapshot(page, 'customers-form-conflict')
    await page.getByTestId('form-reload').click()
    await expect.poll(() => customers.field('name').inputValue()).toBe('Northwind Traders')
    await customers.fill({ 'address.city': 'Seattle' })
    await customers.submit()
    await page.waitForURL(new RegExp(`/customers/view/${record.id}$`))
    await expect.poll(() => customers.recordName().textContent()).toBe('Northwind Traders')
  })

  it('lists with search, sort, keyset pages, remembered columns, CSV export and an import error report', async () => {
    for (let i = 1; i <= 27; i++)
      await admin.createRecord('customers', {
        name: `Paging ${String(i).padStart(2, '0')}`,
        address: { city: 'Delft' },
      })
    const { page, customers, shell } = await portal.signIn('admin')
    await customers.openList()
    await customers.search('Paging')
    await expect.poll(() => customers.rows().count()).toBe(25)
    await page.getByTestId('sort-name').click()
    await page.getByTestId('sort-name').click()
    await expect.poll(() => customers.rows().first().textContent()).toContain('Paging 27')
    await page.getByTestId('pager-next').click()
    await expect.poll(() => customers.rows().count()).toBe(2)
    expect(await customers.rows().first().textContent()).toContain('Paging 02')
    await page.getByTestId('pager-previous').click()
    await expect.poll(() => customers.rows().count()).toBe(25)

    await page.getByTestId('list-columns').click()
    await page.getByTestId('column-phone').check()
    await page.getByTestId('column-billing_email').uncheck()
    await page.keyboard.press('Escape')
    await auditScreen(page, 'customers-list')
    const download = page.waitForEvent('download')
    await page.getByTestId('list-export').click()
    const file = await (await download).path()
    const csv = (await import('node:fs')).readFileSync(file, 'utf8')
    expect(csv.split(/\r?\n/)[0]).toBe('number,name,phone,vat_id,city,country')
    expect(csv).toContain('Paging 27')
    expect(csv).not.toContain('Acme')

    await shell.reload()
    await customers.openList()
    expect(await page.getByTestId('record-list').locator('thead').textContent()).toContain('Phone')
    expect(await page.getByTestId('record-list').locator('thead').textContent()).not.toContain(
      'Billing e-mail',
    )

    await customers.importCsv(
      'name,billing_email,country\nGood Co,good@example.com,NL\nBad Co,not-mail,Netherlands\n',
    )
    await page.getByTestId('import-errors').waitFor()
    const report = await page.getByTestId('import-errors').textContent()
    expect(report).toContain('billing_email')
    expect(report).toContain('country')
    await snapshot(page, 'customers-import-errors')
    expect(await admin.findRecord('customers', 'Good Co')).toBeUndefined()
  })
})

describe('the forms on a 390 px wide phone', () => {
  it('list the customers as cards that fit the screen, sorted by a choice above them', async () => {
    for (const name of ['Cardsort Alpha', 'Cardsort Beta'])
      await admin.createRecord('customers', { name, address: { city: 'Delft' } })
    const { page, customers } = await portal.signIn('admin', dutchDarkPhone)
    await customers.openList()
    await customers.search('Cardsort')
    await expect.poll(() => customers.rows().count()).toBe(2)
    expect(await page.getByTestId('record-list').evaluate((el) => el.tagName)).not.toBe('TABLE')
    expect(await customers.cutOff(page.getByTestId('record-list'), ['record-link'])).toEqual([])
    expect(await customers.scrollsSideways()).toBe(false)
    expect(await customers.rows().first().textContent()).toContain('Cardsort Alpha')
    await page.getByTestId('card-sort').click()
    await page.getByRole('option', { name: 'Naam, aflopend', exact: true }).click()
    await expect.poll(() => customers.rows().first().textContent()).toContain('Cardsort Beta')
    await auditScreen(page, 'customers-list-nl-dark-390')
  })

  it('lay out record, contact and location fields in one column without sideways scrolling', async () => {
    const record = await admin.createRecord('customers', { name: 'Narrow B.V.' })
    const { page, customers } = await portal.signIn('admin', { width: 390, height: 844 })
    const forms = [
      { path: '/customers/create', form: 'record-form', fields: ['name', 'billing_email'] },
      {
        path: `/customers/view/${record.id}/contacts/new`,
        form: 'contact-form',
        fields: ['full_name', 'job_title'],
      },
      {
        path: `/customers/view/${record.id}/locations/new`,
        form: 'location-form',
        fields: ['name', 'contact_id'],
      },
    ]
    for (const { path, form, fields } of forms) {
      await customers.shell.navigate(path)
      await page.getByTestId(form).waitFor()
      const [first, second] = await Promise.all(fields.map((name) => customers.field(name).boundingBox()))
      expect(second?.x, form).toBe(first?.x)
      expect(second?.y ?? 0, form).toBeGreaterThan(first?.y ?? 0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), form).toBeLessThanOrEqual(390)
      await snapshot(page, `customers-${form}-390`)
    }
  })
})
