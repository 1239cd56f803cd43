import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  notifications: {
    bell: 'Meldingen',
    bellUnread_one: 'Meldingen, {{count}} ongelezen',
    bellUnread_other: 'Meldingen, {{count}} ongelezen',
    title: 'Meldingen',
    readAll: 'Alles als gelezen markeren',
    empty: 'Geen meldingen.',
    loadError: 'De meldingen konden niet worden geladen.',
    more: 'Meer tonen',
    unread: 'Ongelezen',
    event: {
      ticket_created: 'Nieuw ticket van {{company}}',
      ticket_customer_reply: '{{company}} heeft gereageerd',
      quote_accepted: '{{company}} heeft een offerte geaccepteerd',
      order_awaiting_approval: 'Bestelling van {{company}} wacht op goedkeuring',
      provisioning_failed: 'Inrichten mislukt voor {{company}}',
    },
  },
}

export default nl
