/** Company users and company details. nl.ts has the same keys (checked by its type). */
const en = {
  company: {
    noScope: 'Choose a company in the scope switcher at the top to see its {{what}}.',
    noScopeWhat: { users: 'users', details: 'details' },
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
