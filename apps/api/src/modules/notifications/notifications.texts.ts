import { serverTexts } from '../../lib/texts.ts'

/** The notifications area's API messages, and the mail each staff event sends, in English and Dutch. */
export const notificationsTexts = serverTexts('notifications', {
  notFound: { en: 'Notification not found.', nl: 'Melding niet gevonden.' },
  invalidCursor: {
    en: 'This page of notifications does not exist.',
    nl: 'Deze pagina met meldingen bestaat niet.',
  },
  open: { en: 'Open it in the portal', nl: 'Open het in het portaal' },
  ticketCreatedSubject: {
    en: 'New ticket from {company}: {subject}',
    nl: 'Nieuw ticket van {company}: {subject}',
  },
  ticketCreatedText: {
    en: '{company} opened ticket {subject}.',
    nl: '{company} heeft ticket {subject} aangemaakt.',
  },
  customerReplySubject: {
    en: '{company} replied on ticket {subject}',
    nl: '{company} heeft gereageerd op ticket {subject}',
  },
  customerReplyText: {
    en: '{company} replied on ticket {subject}.',
    nl: '{company} heeft gereageerd op ticket {subject}.',
  },
  quoteAcceptedSubject: {
    en: '{company} accepted quote {subject}',
    nl: '{company} heeft offerte {subject} geaccepteerd',
  },
  quoteAcceptedText: {
    en: '{company} accepted quote {subject}: it can be converted to an invoice.',
    nl: '{company} heeft offerte {subject} geaccepteerd: die kan nu een factuur worden.',
  },
  awaitingApprovalSubject: {
    en: 'Order {subject} of {company} awaits approval',
    nl: 'Bestelling {subject} van {company} wacht op goedkeuring',
  },
  awaitingApprovalText: {
    en: '{company} placed order {subject}. It is set up once it is approved.',
    nl: '{company} heeft bestelling {subject} geplaatst. Die wordt ingericht zodra ze is goedgekeurd.',
  },
  provisioningFailedSubject: {
    en: 'Setting up {subject} for {company} failed',
    nl: 'Inrichten van {subject} voor {company} is mislukt',
  },
  provisioningFailedText: {
    en: 'Setting up {subject} for {company} failed. Retry it from the order once the cause is solved.',
    nl: 'Inrichten van {subject} voor {company} is mislukt. Probeer het opnieuw vanuit de bestelling zodra de oorzaak is opgelost.',
  },
})
