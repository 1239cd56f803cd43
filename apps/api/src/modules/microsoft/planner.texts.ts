import { serverTexts } from '../../lib/texts.ts'

/** The licence planner's API messages and stored failure reasons, in English and Dutch. */
export const plannerTexts = serverTexts('microsoftPlanner', {
  inThePast: {
    en: 'Choose today or a later day; {date} has passed.',
    nl: 'Kies vandaag of een latere dag; {date} is voorbij.',
  },
  unknownUser: {
    en: 'This user is not in the tenant.',
    nl: 'Deze gebruiker staat niet in de tenant.',
  },
  noSubscription: {
    en: 'The tenant has no active subscription of {product}; order it first.',
    nl: 'De tenant heeft geen actief abonnement op {product}; bestel het eerst.',
  },
  unknownSku: {
    en: 'This product cannot be planned in Microsoft 365.',
    nl: 'Dit product kan niet worden gepland in Microsoft 365.',
  },
  noUsageLocation: {
    en: '{user} has no usage location, and Microsoft assigns no licence without one. Set it on the user’s page first.',
    nl: '{user} heeft geen gebruikslocatie en Microsoft kent zonder die geen licentie toe. Stel die eerst in op de pagina van de gebruiker.',
  },
  alreadyAssigned: {
    en: '{user} will already have {product} on {date}.',
    nl: '{user} heeft {product} op {date} al.',
  },
  notAssigned: {
    en: '{user} will not have {product} on {date}, so there is nothing to remove.',
    nl: '{user} heeft {product} op {date} niet, dus er valt niets te verwijderen.',
  },
  notPlanned: {
    en: 'This change has already run or was cancelled; only a planned change can be cancelled.',
    nl: 'Deze wijziging is al uitgevoerd of geannuleerd; alleen een geplande wijziging kan worden geannuleerd.',
  },
  notAllowed: {
    en: 'Only the provider’s staff or an administrator of the company can change its licences.',
    nl: 'Alleen medewerkers van de provider of een beheerder van het bedrijf kunnen de licenties wijzigen.',
  },
  userTaken: {
    en: '{upn} exists already in this tenant.',
    nl: '{upn} bestaat al in deze tenant.',
  },
  noFreeSeat: {
    en: 'No free seat of {product} on {date}, and the policy says not to buy one. Nothing was changed; buy a seat or change the policy, then plan it again.',
    nl: 'Geen vrije licentie van {product} op {date} en het beleid zegt er geen te kopen. Er is niets gewijzigd; koop een licentie of wijzig het beleid en plan het opnieuw.',
  },
  microsoftRefused: {
    en: 'Microsoft refused the change: {message}',
    nl: 'Microsoft weigerde de wijziging: {message}',
  },
  userGone: {
    en: 'The user is no longer in the tenant.',
    nl: 'De gebruiker staat niet meer in de tenant.',
  },
  mailSubject: {
    en: 'Licence change for {user}: {status}',
    nl: 'Licentiewijziging voor {user}: {status}',
  },
  mailDone: {
    en: '{action} {product} for {user} ({upn}) ran on {date}. {effect}',
    nl: '{action} {product} voor {user} ({upn}) is uitgevoerd op {date}. {effect}',
  },
  mailFailed: {
    en: '{action} {product} for {user} ({upn}) planned for {date} did not run. {reason}',
    nl: '{action} {product} voor {user} ({upn}), gepland op {date}, is niet uitgevoerd. {reason}',
  },
  statusDone: { en: 'done', nl: 'uitgevoerd' },
  statusFailed: { en: 'stopped', nl: 'gestopt' },
  actionAssign: { en: 'Assigning', nl: 'Toekennen van' },
  actionRemove: { en: 'Removing', nl: 'Verwijderen van' },
  effectBought: {
    en: 'A seat was bought for {amount} (pro rata to the term end).',
    nl: 'Er is een licentie gekocht voor {amount} (naar rato tot het eind van de termijn).',
  },
  effectReleased: {
    en: 'The subscription has one seat fewer.',
    nl: 'Het abonnement heeft één licentie minder.',
  },
  effectKept: {
    en: 'The seat stays paid: the 168-hour window has closed; lowering the quantity opens again on {opensAt}.',
    nl: 'De licentie blijft betaald: het venster van 168 uur is gesloten; het aantal verlagen kan weer vanaf {opensAt}.',
  },
})
