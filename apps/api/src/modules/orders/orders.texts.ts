import { serverTexts } from '../../lib/texts.ts'

/** The orders area's API messages by code, in English and Dutch. */
export const ordersTexts = serverTexts('orders', {
  chooseCompany: {
    en: 'Choose the company you order for (X-Company).',
    nl: 'Kies het bedrijf waarvoor u bestelt (X-Company).',
  },
  notOrderable: {
    en: 'This product cannot be ordered in this period.',
    nl: 'Dit product kan niet in deze periode worden besteld.',
  },
  invalidOptions: { en: 'Check the options of this product.', nl: 'Controleer de opties van dit product.' },
  itemNotFound: { en: 'This item is not in your cart.', nl: 'Dit artikel staat niet in uw winkelwagen.' },
  cartEmpty: { en: 'Your cart is empty.', nl: 'Uw winkelwagen is leeg.' },
  cartHasProblems: {
    en: 'Some items in your cart cannot be ordered as they are; review the cart.',
    nl: 'Sommige artikelen in uw winkelwagen kunnen zo niet worden besteld; bekijk de winkelwagen.',
  },
  promotionDoesNotApply: {
    en: 'This code does not apply to your cart.',
    nl: 'Deze code is niet van toepassing op uw winkelwagen.',
  },
  promotionEnded: {
    en: 'Promotion code {code} no longer applies, so it was taken off your cart. Check the new total and place the order again.',
    nl: 'Kortingscode {code} is niet meer geldig en is van uw winkelwagen gehaald. Controleer het nieuwe totaal en plaats de bestelling opnieuw.',
  },
  orderNotFound: { en: 'Order not found.', nl: 'Bestelling niet gevonden.' },
  notPending: {
    en: 'Only a pending order can be approved or cancelled.',
    nl: 'Alleen een openstaande bestelling kan worden goedgekeurd of geannuleerd.',
  },
  notFailed: {
    en: 'Only a failed provisioning step can be retried.',
    nl: 'Alleen een mislukte leverstap kan opnieuw worden geprobeerd.',
  },
  cancelledCredit: {
    en: 'Credits the invoice of order {number}, which was cancelled.',
    nl: 'Crediteert de factuur van bestelling {number}, die is geannuleerd.',
  },
  serviceNotFound: { en: 'Service not found.', nl: 'Dienst niet gevonden.' },
  notActive: {
    en: 'Only an active service can be suspended.',
    nl: 'Alleen een actieve dienst kan worden opgeschort.',
  },
  notSuspended: {
    en: 'Only a suspended service can be resumed.',
    nl: 'Alleen een opgeschorte dienst kan worden hervat.',
  },
  alreadyEnded: {
    en: 'This service has ended already.',
    nl: 'Deze dienst is al beëindigd.',
  },
  notRecurring: {
    en: 'Only a service billed every period has a price to change.',
    nl: 'Alleen een dienst die per periode wordt gefactureerd heeft een prijs om te wijzigen.',
  },
  nowOnlyUp: {
    en: 'A lower price takes effect from the next period; only a higher one can start now.',
    nl: 'Een lagere prijs gaat in vanaf de volgende periode; alleen een hogere kan nu ingaan.',
  },
  resellerSold: {
    en: 'A reseller sells this service: change its price from the next period.',
    nl: 'Een reseller verkoopt deze dienst: wijzig de prijs vanaf de volgende periode.',
  },
  planNotOffered: {
    en: 'This company cannot be moved to that product: it must be another product of the same category, offered in the same period, without required options.',
    nl: 'Dit bedrijf kan niet naar dat product over: het moet een ander product van dezelfde categorie zijn, in dezelfde periode aangeboden, zonder verplichte opties.',
  },
  readySubject: { en: 'Order {number} is ready', nl: 'Bestelling {number} is klaar' },
  readyText: {
    en: 'Everything in order {number} is set up and ready to use.\n\nSee the order: {link}',
    nl: 'Alles in bestelling {number} is ingericht en klaar voor gebruik.\n\nBekijk de bestelling: {link}',
  },
  failedSubject: {
    en: 'Order {number}: a set-up failed',
    nl: 'Bestelling {number}: een inrichting is mislukt',
  },
  failedText: {
    en: 'Setting up {item} of order {number} failed. We have been told and will try again; you need not do anything.\n\nSee the order: {link}',
    nl: 'Het inrichten van {item} uit bestelling {number} is mislukt. Wij zijn op de hoogte en proberen het opnieuw; u hoeft niets te doen.\n\nBekijk de bestelling: {link}',
  },
})
