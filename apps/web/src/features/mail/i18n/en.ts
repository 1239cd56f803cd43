/** Mail outbox page. nl.ts has the same keys (checked by its type). */
const en = {
  mail: {
    modeOutbox: 'No SMTP server is configured: mail is kept here instead of being sent.',
    modeSmtp: 'Mail is sent by SMTP; this is the log of what was sent.',
    empty: 'No mail has been written yet.',
    loadError: 'The outbox could not be loaded.',
    date: 'Date',
    to: 'To',
    subject: 'Subject',
    status: 'Status',
    statuses: { stored: 'Stored', sent: 'Sent', failed: 'Failed' },
    show: 'Show message',
    refresh: 'Refresh',
  },
}

export default en
export type MailTranslation = DeepStrings<typeof en>
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }
