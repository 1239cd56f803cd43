import { serverTexts } from '../../lib/texts.ts'

/** The Microsoft area's API messages by code, in English and Dutch; the commerce rules' refusals carry {opensAt}. */
export const microsoftTexts = serverTexts('microsoft', {
  domainTaken: {
    en: 'The domain {domain} is taken; choose another name.',
    nl: 'Het domein {domain} is bezet; kies een andere naam.',
  },
  tenantLinked: {
    en: 'This tenant is linked already.',
    nl: 'Deze tenant is al gekoppeld.',
  },
  unknownCustomer: {
    en: 'The provider has no Microsoft customer with this tenant id.',
    nl: 'De provider heeft geen Microsoft-klant met dit tenant-id.',
  },
  partnerCenter: {
    en: 'Microsoft refused the change: {message}',
    nl: 'Microsoft weigerde de wijziging: {message}',
  },
  inactive: {
    en: 'The subscription is not active, so it cannot be changed.',
    nl: 'Het abonnement is niet actief en kan dus niet worden gewijzigd.',
  },
  decreaseOutsideWindow: {
    en: 'Seats can only be removed within 168 hours of being bought, and these seats are past that window. Schedule the lower number for the renewal; the window opens again on {opensAt}.',
    nl: 'Licenties kunnen alleen binnen 168 uur na aankoop worden verwijderd en deze licenties zijn daar voorbij. Plan het lagere aantal voor de verlenging; het venster gaat weer open op {opensAt}.',
  },
  cancelOutsideWindow: {
    en: 'A subscription can only be cancelled while all its seats are within 168 hours of being bought. Turn off auto-renew to end it at the term end; cancelling opens again on {opensAt}.',
    nl: 'Een abonnement kan alleen worden opgezegd zolang alle licenties binnen 168 uur na aankoop zijn. Zet automatisch verlengen uit om het aan het eind van de termijn te beëindigen; opzeggen kan weer vanaf {opensAt}.',
  },
  belowOneSeat: {
    en: 'A subscription keeps at least one seat; cancel it instead.',
    nl: 'Een abonnement houdt minstens één licentie; zeg het anders op.',
  },
  shorterTerm: {
    en: 'A term can only become longer during the term. Schedule the shorter term for the renewal on {opensAt}.',
    nl: 'Een termijn kan tijdens de looptijd alleen langer worden. Plan de kortere termijn voor de verlenging op {opensAt}.',
  },
  triennialBilling: {
    en: 'The billing frequency of a three-year term cannot change during the term. Schedule it for the renewal on {opensAt}.',
    nl: 'De factuurfrequentie van een driejarige termijn kan tijdens de looptijd niet veranderen. Plan het voor de verlenging op {opensAt}.',
  },
  termBilling: {
    en: 'A one-month term is billed monthly.',
    nl: 'Een termijn van één maand wordt maandelijks gefactureerd.',
  },
  scheduleNeedsAutoRenew: {
    en: 'Changes at renewal need auto-renew; turn it on first.',
    nl: 'Wijzigingen bij verlenging vragen om automatisch verlengen; zet dat eerst aan.',
  },
  nothingToChange: {
    en: 'This is what the subscription has already.',
    nl: 'Dit heeft het abonnement al.',
  },
  unknownSku: {
    en: 'This product cannot be ordered in Microsoft 365.',
    nl: 'Dit product kan niet worden besteld in Microsoft 365.',
  },
  tenantNotOrdering: {
    en: 'Choose a tenant of the company you order for.',
    nl: 'Kies een tenant van het bedrijf waarvoor u bestelt.',
  },
  notOffered: {
    en: 'This Microsoft product cannot be ordered here.',
    nl: 'Dit Microsoft-product kan hier niet worden besteld.',
  },
  billingNotOffered: {
    en: 'This term is not sold with this billing frequency.',
    nl: 'Deze looptijd wordt niet met deze factuurfrequentie verkocht.',
  },
})
