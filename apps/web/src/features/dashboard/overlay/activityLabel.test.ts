import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import en from '../i18n/shell.en.ts'
import nl from '../i18n/shell.nl.ts'
import { activityLabel, humaniseAction } from './activityLabel.ts'

describe('activity labels', () => {
  it('translates known audit actions, whose codes contain dots', async () => {
    const i18n = i18next.createInstance()
    await i18n.init({
      resources: { en: { translation: en }, nl: { translation: nl } },
      lng: 'nl',
      nsSeparator: false,
    })
    expect(activityLabel(i18n.t, 'auth.login')).toBe('Ingelogd')
    expect(activityLabel(i18n.t, 'company_user.role_changed')).toBe('Gebruikersrol gewijzigd')
    expect(activityLabel(i18n.t, 'invoice.sent')).toBe('Invoice: sent')
  })

  it('humanises codes it does not know', () => {
    expect(humaniseAction('company_user.role_changed')).toBe('Company user: role changed')
    expect(humaniseAction('thing')).toBe('Thing')
    expect(humaniseAction('')).toBe('')
  })
})
