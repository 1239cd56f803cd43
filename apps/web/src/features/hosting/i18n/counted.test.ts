import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import en from './en.ts'
import nl from './nl.ts'

/** Issue 26 item 10: a package's limits count in words ("1 domain", not "1 domains"), in both languages. */
describe('hosting limits', () => {
  it('say "1 domain" and "5 domains", and unlimited in words', async () => {
    const i18n = i18next.createInstance()
    await i18n.init({ lng: 'en', resources: { en: { translation: en }, nl: { translation: nl } } })
    const limits = (lng: string, domains: number, mailboxes: number) =>
      i18n.t('hosting.order.limits', {
        lng,
        disk: '5 GB',
        traffic: '50 GB',
        domains: i18n.t('hosting.order.domains', { lng, count: domains }),
        mailboxes: i18n.t('hosting.order.mailboxes', { lng, count: mailboxes }),
      })
    expect(limits('en', 1, 1)).toBe('5 GB disk, 50 GB traffic, 1 domain, 1 mailbox')
    expect(limits('en', 5, 10)).toBe('5 GB disk, 50 GB traffic, 5 domains, 10 mailboxes')
    expect(limits('nl', 1, 5)).toBe('5 GB schijf, 50 GB verkeer, 1 domein, 5 mailboxen')
    expect(i18n.t('hosting.order.domainsUnlimited', { lng: 'nl' })).toBe('onbeperkt aantal domeinen')
  })
})
