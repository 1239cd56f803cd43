import { serverTexts } from '../../lib/texts.ts'

/** White-label branding's API messages by code, in English and Dutch. */
export const brandingTexts = serverTexts('branding', {
  notBrandable: {
    en: 'Only a provider or a reseller has a brand of its own; a customer sees its seller’s.',
    nl: 'Alleen een provider of reseller heeft een eigen huisstijl; een klant ziet die van zijn leverancier.',
  },
  whiteText: {
    en: 'Primary colour: white text on it reaches only {ratio}:1, WCAG AA needs 4.5:1. Choose a darker colour.',
    nl: 'Primaire kleur: witte tekst daarop haalt maar {ratio}:1, WCAG AA vraagt 4,5:1. Kies een donkerdere kleur.',
  },
  lightBackground: {
    en: 'Primary colour: as text on the light background it reaches only {ratio}:1, WCAG AA needs 4.5:1.',
    nl: 'Primaire kleur: als tekst op de lichte achtergrond haalt die maar {ratio}:1, WCAG AA vraagt 4,5:1.',
  },
  addressTaken: {
    en: 'Another brand already uses this host name or brand code.',
    nl: 'Een andere huisstijl gebruikt deze hostnaam of merkcode al.',
  },
  logoTooLarge: {
    en: 'The logo is {size}; at most 512 KB is accepted.',
    nl: 'Het logo is {size}; hoogstens 512 KB wordt geaccepteerd.',
  },
  logoType: {
    en: 'The logo must be a PNG or JPEG image (checked by its content; SVG is not accepted).',
    nl: 'Het logo moet een PNG- of JPEG-afbeelding zijn (gecontroleerd op de inhoud; SVG wordt niet geaccepteerd).',
  },
})
