import { serverTexts } from '../../lib/texts.ts'

/** The catalogue's API messages by code, in English and Dutch. */
export const catalogTexts = serverTexts('catalog', {
  invalidCursor: {
    en: 'The cursor is not valid; start from the first page.',
    nl: 'De cursor is niet geldig; begin bij de eerste pagina.',
  },
  marketplaceUnknown: {
    en: 'The cloud marketplace has no product {mpn}.',
    nl: 'De cloudmarktplaats heeft geen product {mpn}.',
  },
  marketplaceImported: {
    en: 'The marketplace product {mpn} is in the catalogue already.',
    nl: 'Het marktplaatsproduct {mpn} staat al in de catalogus.',
  },
  marketplaceDown: {
    en: 'The cloud marketplace cannot be reached now; try again later.',
    nl: 'De cloudmarktplaats is nu niet bereikbaar; probeer het later opnieuw.',
  },
  noProvider: {
    en: 'There is no provider whose catalogue this could be.',
    nl: 'Er is geen aanbieder bij wiens catalogus dit hoort.',
  },
  codeTaken: {
    en: 'Another product already has the code {code}.',
    nl: 'Een ander product heeft de code {code} al.',
  },
  promotionCodeTaken: {
    en: 'Another promotion already has the code {code}.',
    nl: 'Een andere actie heeft de code {code} al.',
  },
  vatRateUnknown: {
    en: 'The VAT rate {rate} is not one of the billing settings’ rates.',
    nl: 'Het btw-tarief {rate} staat niet in de factuurinstellingen.',
  },
  typeFixed: {
    en: 'A product’s type cannot change once it exists.',
    nl: 'Het type van een bestaand product kan niet meer veranderen.',
  },
  unknownProducts: {
    en: 'Some products are not in this catalogue.',
    nl: 'Sommige producten staan niet in deze catalogus.',
  },
  notAReseller: {
    en: 'Only a reseller has its own price list.',
    nl: 'Alleen een reseller heeft een eigen prijslijst.',
  },
  mayNotPrice: {
    en: 'Only the reseller’s admins and the provider’s staff set its sale prices.',
    nl: 'Alleen beheerders van de reseller en medewerkers van de aanbieder stellen de verkoopprijzen in.',
  },
  periodNotSold: {
    en: 'The provider does not sell this product in {currency} per {period}.',
    nl: 'De aanbieder verkoopt dit product niet in {currency} per {period}.',
  },
  notOrderable: {
    en: 'This product cannot be ordered.',
    nl: 'Dit product kan niet worden besteld.',
  },
})
