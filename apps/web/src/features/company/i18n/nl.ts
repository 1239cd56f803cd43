import type { CompanyTranslation } from './en.ts'

const nl: CompanyTranslation = {
  company: {
    noScope: 'Kies bovenaan een bedrijf in de scopekiezer om de {{what}} te zien.',
    noScopeWhat: { users: 'gebruikers', details: 'gegevens', notifications: 'meldingsinstellingen' },
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
    notifications: {
      mine: 'Uw e-mailmeldingen',
      mineHint:
        'Wat u per e-mail ontvangt over dit bedrijf. "Zoals het bedrijf" volgt de standaard van het bedrijf.',
      defaults: 'Standaard van het bedrijf',
      defaultsHint:
        'Wat de mensen van het bedrijf ontvangen tenzij ze zelf iets anders kiezen. Het factuuradres krijgt altijd facturen en herinneringen.',
      asCompany: 'Zoals het bedrijf ({{choice}})',
      channel: { email: 'E-mail', none: 'Geen' },
      event: {
        invoice_new: 'Nieuwe factuur',
        payment_reminder: 'Betalingsherinnering',
        ticket_reply: 'Antwoord op ticket',
        domain_expiry: 'Domein verloopt',
        usage_alert: 'Verbruiksmelding',
        licence_change: 'Licentiewijziging',
        order_status: 'Bestelstatus',
      },
      eventHint: {
        invoice_new: 'Er wordt een factuur naar het bedrijf gestuurd.',
        payment_reminder: 'Een factuur is over de vervaldatum.',
        ticket_reply: 'Iemand beantwoordt een ticket van u of wijzigt de status.',
        domain_expiry: 'Een domein verloopt binnen 30 of 7 dagen en is nog niet verlengd.',
        usage_alert: 'Een dienst nadert zijn limiet.',
        licence_change: 'Een geplande licentiewijziging gaat in.',
        order_status: 'Een bestelling is goedgekeurd, ingericht of mislukt.',
      },
      save: 'Opslaan',
      saved: 'Opgeslagen.',
      failed: 'Dat lukte niet; probeer het opnieuw.',
      loadError: 'De meldingsinstellingen konden niet worden geladen.',
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
