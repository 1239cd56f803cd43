import type { MailTranslation } from './en.ts'

const nl: MailTranslation = {
  mail: {
    modeOutbox: 'Er is geen SMTP-server ingesteld: e-mail wordt hier bewaard in plaats van verstuurd.',
    modeSmtp: 'E-mail wordt via SMTP verstuurd; dit is het logboek van wat er verstuurd is.',
    empty: 'Er is nog geen e-mail geschreven.',
    loadError: 'De uitgaande e-mail kon niet worden geladen.',
    date: 'Datum',
    to: 'Aan',
    subject: 'Onderwerp',
    status: 'Status',
    statuses: { stored: 'Bewaard', sent: 'Verstuurd', failed: 'Mislukt' },
    show: 'Bericht tonen',
    refresh: 'Vernieuwen',
  },
}

export default nl
