import type { brandingEn } from './branding.en.ts'

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> }

export const brandingNl: Strings<typeof brandingEn> = {
  intro:
    'Uw klanten zien deze huisstijl in het portaal, op de inlogpagina via uw adres, op hun facturen, offertes en contractoverzichten, en in hun e-mail.',
  notBrandable:
    'Alleen een provider of reseller heeft een eigen huisstijl; de mensen van dit bedrijf zien de huisstijl van hun leverancier.',
  readOnly:
    'Alleen de beheerders van dit bedrijf (en de medewerkers van de provider) kunnen de huisstijl wijzigen.',
  brand_name: 'Merknaam',
  base_theme: 'Basisthema',
  primary_color: 'Primaire kleur',
  primaryHint: 'Witte tekst op knoppen en tekst op de lichte achtergrond moeten WCAG AA (4,5:1) halen.',
  contrast: 'Witte tekst erop: {{ratio}}:1',
  email_sender_name: 'Afzendernaam e-mail',
  invoice_footer: 'Voettekst facturen',
  host_name: 'Hostnaam',
  hostHint: 'Het adres waarop uw klanten het portaal bereiken, bijv. portal.example.com.',
  slug: 'Merkcode',
  slugHint: 'Inloggen in uw huisstijl zonder eigen adres: {{url}}',
  logo: 'Logo',
  logoHint: 'PNG of JPEG, hoogstens 512 KB.',
  upload: 'Logo uploaden',
  removeLogo: 'Logo verwijderen',
  noLogo: 'Nog geen logo',
  preview: 'Voorbeeld',
  previewButton: 'Knop',
  previewLink: 'Linktekst',
  save: 'Huisstijl opslaan',
  saved: 'De huisstijl is opgeslagen.',
  logoSaved: 'Het logo is opgeslagen.',
  invalid: 'De huisstijl kon niet worden opgeslagen.',
  loadError: 'De huisstijl kon niet worden geladen.',
  themes: {
    default: 'Standaard',
    amethyst: 'Amethist',
    city: 'Stad',
    flat: 'Vlak',
    modern: 'Modern',
    smooth: 'Zacht',
  },
}
