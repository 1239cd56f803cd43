import { serverTexts } from '../../lib/texts.ts'

/** The SSL area's API messages by code, in English and Dutch. */
export const sslTexts = serverTexts('ssl', {
  productTaken: {
    en: 'The SSL product {code} is in the catalogue already.',
    nl: 'Het SSL-product {code} staat al in de catalogus.',
  },
  unknownDomain: {
    en: 'There is no active domain of this company with this id.',
    nl: 'Er is geen actief domein van dit bedrijf met dit id.',
  },
  unknownProduct: {
    en: 'This SSL product cannot be ordered by this company.',
    nl: 'Dit SSL-product kan dit bedrijf niet bestellen.',
  },
  periodNotOffered: {
    en: 'This product is not sold for this period.',
    nl: 'Dit product wordt niet voor deze periode verkocht.',
  },
  tooManyNames: {
    en: 'This product allows at most {max} names besides the common name.',
    nl: 'Dit product staat hoogstens {max} namen naast de hoofdnaam toe.',
  },
  wildcardNotAllowed: {
    en: 'A wildcard name needs a wildcard product.',
    nl: 'Een wildcardnaam vraagt om een wildcardproduct.',
  },
  wildcardOnly: {
    en: 'A wildcard product covers one wildcard name (*.domain) and the domain itself.',
    nl: 'Een wildcardproduct dekt één wildcardnaam (*.domein) en het domein zelf.',
  },
  nameOutsideDomain: {
    en: 'The name {name} is not in the domain {domain}.',
    nl: 'De naam {name} hoort niet bij het domein {domain}.',
  },
  approverOutsideDomain: {
    en: 'The approver address must be at the name or one of its parent domains within the domain.',
    nl: 'Het goedkeuringsadres moet bij de naam of een bovenliggend domein binnen het domein horen.',
  },
  csrInvalid: {
    en: 'The CSR cannot be read or its signature is not valid.',
    nl: 'De CSR is onleesbaar of de handtekening klopt niet.',
  },
  csrWeakKey: {
    en: 'The CSR key must be RSA of at least 2048 bits, or EC P-256 or P-384.',
    nl: 'De sleutel van de CSR moet RSA van minstens 2048 bits zijn, of EC P-256 of P-384.',
  },
  csrNames: {
    en: 'The CSR names {names}, not the names of this certificate.',
    nl: 'De CSR noemt {names}, niet de namen van dit certificaat.',
  },
  noCompany: {
    en: 'Choose the company to order for (X-Company).',
    nl: 'Kies het bedrijf waarvoor u bestelt (X-Company).',
  },
  notIssued: {
    en: 'This certificate has not been issued (yet).',
    nl: 'Dit certificaat is (nog) niet uitgegeven.',
  },
  notActive: {
    en: 'Only an issued certificate can be reissued or revoked.',
    nl: 'Alleen een uitgegeven certificaat kan opnieuw worden uitgegeven of ingetrokken.',
  },
  noDnsValidation: {
    en: 'No DNS validation waits for this name.',
    nl: 'Voor deze naam wacht geen DNS-validatie.',
  },
  zoneNotInPortal: {
    en: 'The DNS of this domain is not kept in the portal; publish the record where its DNS is kept.',
    nl: 'De DNS van dit domein wordt niet in het portaal beheerd; publiceer het record waar de DNS staat.',
  },
  authorityDown: {
    en: 'The certificate authority cannot be reached now; try again later.',
    nl: 'De certificaatautoriteit is nu niet bereikbaar; probeer het later opnieuw.',
  },
})
