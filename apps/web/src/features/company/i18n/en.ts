/** Company users and company details. nl.ts has the same keys (checked by its type). */
const en = {
  company: {
    noScope: 'Choose a company in the scope switcher at the top to see its {{what}}.',
    noScopeWhat: { users: 'users', details: 'details', notifications: 'notification settings' },
    users: {
      invite: 'Invite user',
      inviteTitle: 'Invite a user',
      inviteHelp: 'The user receives an e-mail with a link to choose a password.',
      email: 'E-mail',
      display_name: 'Name',
      role: 'Role',
      status: 'Status',
      lastSeen: 'Last seen',
      never: 'Never',
      invited: 'Invited',
      active: 'Active',
      send: 'Send invitation',
      invitedDone: 'Invitation sent to {{email}}.',
      remove: 'Remove',
      removeLabel: 'Remove {{name}}',
      removeTitle: 'Remove {{name}}?',
      removeText: '{{name}} loses access to this company. Their account itself stays.',
      roleLabel: 'Role of {{name}}',
      roles: { admin: 'Administrator', billing: 'Billing', technical: 'Technical', member: 'Member' },
      empty: 'This company has no users yet.',
      loadError: 'The users could not be loaded.',
      failed: 'That did not work: {{message}}',
    },
    notifications: {
      mine: 'Your e-mail notifications',
      mineHint:
        'What reaches you by e-mail about this company. "As the company" follows the company’s default.',
      defaults: 'Company defaults',
      defaultsHint:
        'What the company’s people receive unless they choose otherwise. The billing address always gets invoices and reminders.',
      asCompany: 'As the company ({{choice}})',
      channel: { email: 'E-mail', none: 'None' },
      event: {
        invoice_new: 'New invoice',
        payment_reminder: 'Payment reminder',
        ticket_reply: 'Ticket reply',
        domain_expiry: 'Domain expiry',
        usage_alert: 'Usage alert',
        licence_change: 'Licence change',
        order_status: 'Order status',
      },
      eventHint: {
        invoice_new: 'An invoice is sent to the company.',
        payment_reminder: 'An invoice is overdue.',
        ticket_reply: 'Someone answers a ticket of yours or changes its status.',
        domain_expiry: 'A domain expires within 30 or 7 days and is not renewed yet.',
        usage_alert: 'A service nears its limit.',
        licence_change: 'A planned licence change takes effect.',
        order_status: 'An order is approved, set up or fails.',
      },
      save: 'Save',
      saved: 'Saved.',
      failed: 'That did not work; try again.',
      loadError: 'The notification settings could not be loaded.',
    },
    details: {
      readOnly: 'Only administrators of this company can change these details.',
      provider: 'This is the provider itself; its details are managed by the platform.',
      kind: 'Kind',
      saved: 'The company details were saved.',
    },
  },
}

export default en
export type CompanyTranslation = DeepStrings<typeof en>
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }
