import type { CompanyTranslation } from './en.ts'

const nl: CompanyTranslation = {
  company: {
    noScope: 'Kies bovenaan een bedrijf in de scopekiezer om de {{what}} te zien.',
    noScopeWhat: { users: 'gebruikers', details: 'gegevens' },
    users: {
      invite: 'Gebruiker uitnodigen',
      inviteTitle: 'Een gebruiker uitnodigen',
      inviteHelp: 'De gebruiker krijgt een e-mail met een link om een wachtwoord te kiezen.',
      email: 'E-mail',
      display_name: 'Naam',
      role: 'Rol',
      status: 'Status',
      lastSeen: 'Laatst gezien',
      never: 'Nooit',
      invited: 'Uitgenodigd',
      active: 'Actief',
      send: 'Uitnodiging versturen',
      invitedDone: 'Uitnodiging verstuurd naar {{email}}.',
      remove: 'Verwijderen',
      removeLabel: '{{name}} verwijderen',
      removeTitle: '{{name}} verwijderen?',
      removeText: '{{name}} verliest de toegang tot dit bedrijf. Het account zelf blijft bestaan.',
      roleLabel: 'Rol van {{name}}',
      roles: { admin: 'Beheerder', billing: 'Facturatie', technical: 'Technisch', member: 'Lid' },
      empty: 'Dit bedrijf heeft nog geen gebruikers.',
      loadError: 'De gebruikers konden niet worden geladen.',
      failed: 'Dat is niet gelukt: {{message}}',
    },
    details: {
      readOnly: 'Alleen beheerders van dit bedrijf kunnen deze gegevens wijzigen.',
      provider: 'Dit is de provider zelf; de gegevens worden door het platform beheerd.',
      kind: 'Soort',
      saved: 'De bedrijfsgegevens zijn opgeslagen.',
    },
  },
}

export default nl
