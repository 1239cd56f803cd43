import { beforeAll, describe, expect, it } from 'vitest'
import { DomainContactPages } from '../pages/domains/DomainContactPages.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { auditScreen } from '../support/axe.ts'
import { snapshot } from '../support/browser.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

type Contact = { id: string; handle: string; voice: string; in_use: number }
type Preset = { id: string; name: string; registrant_id: string | null; nameservers: string[] }

const portal = usePortal({ pages: (shell) => ({ contacts: new DomainContactPages(shell) }) })
let jane: PorticoApi
beforeAll(async () => {
  jane = await portal.api('jane')
})

const PIET = {
  company: 'Acme B.V.',
  name: 'Piet Pieters',
  organization: 'Acme B.V.',
  line1: 'Oudegracht 120',
  postalCode: '3511 AZ',
  city: 'Utrecht',
  email: 'piet@acme.example',
  voice: '030-1234567',
  legalForm: 'Private limited company (BV)',
}

describe('domain contacts and presets', () => {
  it('jane creates a contact, a preset naming it, and then cannot delete the contact', async () => {
    const { page, contacts } = await portal.signIn('jane')
    await contacts.openContacts()
    await page.getByTestId('contact-new').click()
    await page.getByTestId('contact-name').waitFor()

    // A phone number that is none: the server's message lands under the field.
    await contacts.fillContact({ ...PIET, voice: '12' })
    await contacts.saveContact()
    await contacts.contactFieldError('voice').waitFor()
    expect(await page.getByTestId('contact-errors').textContent()).toContain('Not a valid phone number')

    await page.getByTestId('contact-voice').fill(PIET.voice)
    await contacts.saveContact()
    await page.getByTestId('contact-saved').waitFor()
    await expect.poll(() => page.getByTestId('contact-voice').inputValue()).toBe('+31.301234567')
    const handle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
    expect(handle).toMatch(/^PT-[A-Z2-9]{8}$/)
    await auditScreen(page, 'domain-contact-form-en')

    await contacts.openContacts()
    await contacts.contactRow(handle).waitFor()
    expect(await contacts.contactRow(handle).textContent()).toContain('+31.301234567')
    await auditScreen(page, 'domain-contacts-en')

    await contacts.openPresets()
    await page.getByTestId('preset-new').click()
    await page.getByTestId('preset-name').waitFor()
    await contacts.choose('preset-company_id', 'Acme B.V.')
    await page.getByTestId('preset-name').fill('Office 365')
    await contacts.setNameservers(['ns1.example.net', 'ns2.example.net'])
    await contacts.choose('preset-registrant_id', `Piet Pieters (${handle})`)
    await contacts.addRecord({
      type: 'MX',
      name: '@',
      content: 'acme-nl.mail.protection.outlook.com',
      priority: '0',
    })
    await contacts.addRecord({
      type: 'TXT',
      name: '@',
      content: 'v=spf1 include:spf.protection.outlook.com -all',
    })
    // A CNAME on a name that has other records: refused on that record before anything is sent.
    await contacts.addRecord({ type: 'CNAME', name: '@', content: 'acme.example.net' })
    await contacts.savePreset()
    await contacts
      .record(2)
      .getByText('A CNAME cannot be on the domain itself (@); use an A or AAAA record')
      .waitFor()
    await contacts.record(2).getByTestId('record-name').fill('autodiscover')
    await contacts.addRecord({ type: 'TXT', name: 'autodiscover', content: 'hello' })
    await contacts.savePreset()
    await contacts.record(2).getByText('A CNAME cannot stand beside other records of the same name').waitFor()
    expect(await page.getByTestId('preset-saved').count()).toBe(0)
    await auditScreen(page, 'domain-preset-form-en')
    await contacts.record(3).getByTestId('record-remove').click()
    await contacts.record(2).getByTestId('record-remove').click()
    await contacts.savePreset()
    await page.getByTestId('preset-saved').waitFor()

    const presets = (await jane.request<{ data: Preset[] }>('GET', '/domains/presets')).data
    const office = presets.find((p) => p.name === 'Office 365')
    const contact = (await jane.request<{ data: Contact[] }>('GET', `/domains/contacts?q=${handle}`)).data[0]
    expect(office).toMatchObject({ nameservers: ['ns1.example.net', 'ns2.example.net'] })
    expect(office?.registrant_id).toBe(contact?.id)
    expect(contact).toMatchObject({ voice: '+31.301234567', in_use: 1 })

    await contacts.openPresets()
    await page.getByTestId('preset-link').getByText('Office 365').waitFor()
    await auditScreen(page, 'domain-presets-en')

    await contacts.openContacts()
    await contacts.contactRow(handle).getByTestId('contact-link').click()
    await page.getByTestId('contact-in-use-note').waitFor()
    await contacts.deleteContact()
    await page
      .getByRole('alert')
      .getByText('This contact is in use by domains or presets (1); change those first.')
      .waitFor()
  })

  it('the lists and forms in Dutch, dark, at 390 px', async () => {
    const { page, contacts } = await portal.signIn('jane', dutchDarkPhone)
    await contacts.openContacts()
    await page.getByText('Nieuw contact').waitFor()
    await auditScreen(page, 'domain-contacts-nl-dark-390')
    await contacts.contactRow('PT-ACME0001').getByTestId('contact-link').click()
    await page.getByText('Rechtsvorm (SIDN)').waitFor()
    await auditScreen(page, 'domain-contact-form-nl-dark-390')

    await contacts.openPresets()
    await page.getByTestId('preset-link').getByText('Acme standard').click()
    await page.getByText('DNS-sjabloon').waitFor()
    await contacts.record(0).waitFor()
    await auditScreen(page, 'domain-preset-form-nl-dark-390')
    await contacts.openNewContact()
    await snapshot(page, 'domain-contact-new-nl-dark-390')
  })
})
