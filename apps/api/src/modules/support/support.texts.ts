import { serverTexts } from '../../lib/texts.ts'

/** The support desk's API messages by code, in English and Dutch. */
export const supportTexts = serverTexts('support', {
  ticketNotFound: { en: 'Ticket not found.', nl: 'Ticket niet gevonden.' },
  messageNotFound: { en: 'Message not found.', nl: 'Bericht niet gevonden.' },
  attachmentNotFound: { en: 'Attachment not found.', nl: 'Bijlage niet gevonden.' },
  cannedReplyNotFound: { en: 'Canned reply not found.', nl: 'Standaardantwoord niet gevonden.' },
  noProvider: { en: 'There is no provider.', nl: 'Er is geen provider.' },
  chooseCompany: {
    en: 'Choose the company this ticket is for.',
    nl: 'Kies het bedrijf waarvoor dit ticket is.',
  },
  notYourCompany: {
    en: 'You cannot open tickets for that company.',
    nl: 'U kunt voor dat bedrijf geen tickets openen.',
  },
  unknownService: {
    en: 'That service is not one of this company’s.',
    nl: 'Die dienst hoort niet bij dit bedrijf.',
  },
  customerMayOnlyClose: {
    en: 'Only the provider’s staff can change this; you can close your ticket.',
    nl: 'Alleen de medewerkers van de provider kunnen dit wijzigen; u kunt uw ticket sluiten.',
  },
  assigneeNotStaff: {
    en: 'Only the provider’s staff can be assigned.',
    nl: 'Alleen medewerkers van de provider kunnen worden toegewezen.',
  },
  notesAreForStaff: {
    en: 'Only the provider’s staff can write internal notes.',
    nl: 'Alleen de medewerkers van de provider kunnen interne notities schrijven.',
  },
  notYourMessage: {
    en: 'Files can only be added to your own message.',
    nl: 'Bestanden kunnen alleen aan uw eigen bericht worden toegevoegd.',
  },
  fileTooLarge: {
    en: '"{name}" is larger than {size} MB. Attach a smaller file or share it another way.',
    nl: '"{name}" is groter dan {size} MB. Voeg een kleiner bestand toe of deel het op een andere manier.',
  },
  tooManyFiles: { en: 'Attach at most 10 files at a time.', nl: 'Voeg hoogstens 10 bestanden tegelijk toe.' },
  chooseFile: { en: 'Choose a file to attach.', nl: 'Kies een bestand om toe te voegen.' },
  sendMultipart: {
    en: 'Send the files as multipart/form-data.',
    nl: 'Stuur de bestanden als multipart/form-data.',
  },
  refusedExtension: {
    en: '"{name}" cannot be attached: this kind of file is not accepted.',
    nl: '"{name}" kan niet worden toegevoegd: dit soort bestand wordt niet geaccepteerd.',
  },
  refusedContent: {
    en: '"{name}" cannot be attached: its content is not one of the accepted types (PNG, JPEG, GIF, WebP, PDF, ZIP/Office, plain text).',
    nl: '"{name}" kan niet worden toegevoegd: de inhoud is geen van de geaccepteerde soorten (PNG, JPEG, GIF, WebP, PDF, ZIP/Office, platte tekst).',
  },
  extensionMismatch: {
    en: '"{name}" cannot be attached: its name says .{extension} but its content is not.',
    nl: '"{name}" kan niet worden toegevoegd: de naam zegt .{extension}, maar de inhoud is dat niet.',
  },
})
