import type { PaymentsTranslation } from './en.ts'

const nl: PaymentsTranslation = {
  payments: {
    payNow: 'Nu betalen',
    payHint: 'Betaal {{amount}} online: iDEAL, Bancontact, creditcard of SEPA-incasso.',
    sandbox: 'Sandbox: er gaat geen geld over',
    failed: 'De betaling kon niet worden gestart: {{message}}',
    returned: {
      paid: 'Dank u: uw betaling van {{amount}} is ontvangen.',
      waiting: 'Uw betaling van {{amount}} wordt door uw bank bevestigd…',
      failed:
        'De betaling is niet voltooid ({{status}}). Er is niets afgeschreven; u kunt het opnieuw proberen.',
    },
    bank: {
      intro:
        'Importeer een CAMT.053-afschrift van uw bank: inkomende betalingen worden gekoppeld aan de openstaande facturen die hun omschrijving noemt; wat niet past, staat hieronder om toe te wijzen. Een afschrift opnieuw importeren verandert niets.',
      file: 'Afschrift (CAMT.053, XML)',
      import: 'Afschrift importeren',
      result:
        '{{imported}} nieuwe boekingen van {{entries}}: {{matched}} gekoppeld, {{unmatched}} toe te wijzen, {{ignored}} uitgaand.',
      failed: 'Het afschrift kon niet worden geïmporteerd: {{message}}',
      unmatched: 'Toe te wijzen',
      all: 'Alle boekingen',
      empty: 'Niets toe te wijzen.',
      date: 'Datum',
      amount: 'Bedrag',
      from: 'Van',
      description: 'Omschrijving',
      status: 'Status',
      statuses: {
        matched: 'Gekoppeld',
        unmatched: 'Toe te wijzen',
        assigned: 'Toegewezen',
        ignored: 'Uitgaand',
      },
      assign: 'Toewijzen',
      assignSubmit: 'Op de rekening van de klant zetten',
      assignText:
        'De betaling wordt tegoed op de rekening, dat de openstaande facturen van de klant betaalt.',
    },
    account: {
      title: 'Online betalingen',
      hint: 'Waar de online betalingen van uw klanten (Nu betalen, automatisch betalen) binnenkomen.',
      platform: 'Via de betaalprovider van het portaal.',
      own: 'Op uw eigen Mollie-account (sleutel {{hint}}).',
      mode: { test: 'Testmodus', live: 'Live' },
      key: 'Uw Mollie API-sleutel',
      keyHint:
        'Uit uw Mollie-dashboard, Developers > API keys: test_… of live_…. Versleuteld bewaard; nooit meer getoond.',
      save: 'Deze sleutel gebruiken',
      remove: 'Weer de provider van het portaal gebruiken',
    },
    refund: {
      title: 'Terugbetalen op een betaling',
      submit: 'Terugbetalen',
      text: 'Betaal tegoed terug ({{credit}} op de rekening) naar de bankrekening of kaart van een online betaling, via de betaalprovider.',
      none: 'Deze klant heeft geen online betaling meer om op terug te betalen. Registreer in plaats daarvan een overboeking.',
      payment: 'Betaling',
      option: '{{amount}} {{method}}, {{date}} (nog {{left}})',
      amount: 'Bedrag',
      amountRange: 'Tussen 0,01 en {{most}}.',
      failed: 'De terugbetaling is niet gedaan: {{message}}',
    },
    automatic: {
      choose: 'Mijn volgende facturen automatisch zo betalen',
      chooseHint:
        'Uw betaling geeft een machtiging af: latere facturen worden op hun vervaldatum afgeschreven. U zet het altijd stop onder Rekening.',
      on: 'Automatisch betalen staat aan: vervallen facturen worden via {{method}} afgeschreven van {{details}} (sinds {{since}}).',
      methods: { directdebit: 'SEPA-incasso', creditcard: 'creditcard' },
      stop: 'Automatisch betalen stoppen',
      stopTitle: 'Automatisch betalen stoppen?',
      stopText: 'Facturen worden niet meer automatisch afgeschreven; u betaalt ze zelf.',
    },
    mandates: {
      title: 'SEPA-incasso',
      intro:
        'Met een getekende machtiging worden de openstaande facturen van de klant via uw bank van zijn rekening afgeschreven: elke incasso wordt vooraf aangekondigd en gaat in het batchbestand van zijn datum.',
      none: 'Nog geen machtiging.',
      add: 'Machtiging toevoegen',
      save: 'Machtiging opslaan',
      reference: 'Kenmerk',
      iban: 'IBAN',
      holder: 'Rekeninghouder',
      signedOn: 'Getekend op',
      status: 'Status',
      active: 'Actief',
      revoked: 'Ingetrokken',
      revoke: 'Intrekken',
      revokeTitle: 'Deze machtiging intrekken?',
      revokeText:
        'Machtiging {{reference}} stopt nu: incasso’s die nog niet in een batchbestand zitten, vervallen en de klant betaalt zijn facturen zelf.',
      scheduleHint:
        'Bij opslaan worden de openstaande facturen van de klant ingepland voor incasso en krijgt elk een vooraankondiging.',
      failed: 'De machtiging kon niet worden opgeslagen: {{message}}',
      fields: {
        reference: 'Machtigingskenmerk',
        iban: 'IBAN',
        bic: 'BIC (optioneel)',
        holder: 'Rekeninghouder',
        signed_on: 'Getekend op',
      },
    },
    directDebit: {
      notice:
        '{{amount}} wordt op {{date}} via automatische incasso afgeschreven van {{iban}} (machtiging {{mandate}}).',
      returned:
        'De incasso van {{date}} is door de bank gestorneerd ({{reason}}): de factuur staat weer open.',
      intro:
        'Vooraf aangekondigde incasso’s wachten hier op hun datum. Maak het batchbestand (pain.008) voor een incassodatum, upload het bij uw bank en importeer daarna het bankafschrift: dat bevestigt elke incasso, of toont hem als gestorneerd.',
      collectionDate: 'Incassodatum',
      make: 'Batchbestand maken',
      made_one: 'Batch van {{count}} incasso, {{total}}, voor {{date}}.',
      made_other: 'Batch van {{count}} incasso’s, {{total}}, voor {{date}}.',
      download: 'Downloaden',
      downloadFailed: 'Het batchbestand kon niet worden gedownload. Probeer het nog eens.',
      failed: 'Dat lukte niet: {{message}}',
      all: 'Alle',
      empty: 'Geen incasso’s hier.',
      batches: 'Batchbestanden',
      noBatches: 'Nog geen batchbestanden.',
      date: 'Datum',
      customer: 'Klant',
      invoice: 'Factuur',
      amount: 'Bedrag',
      account: 'Rekening en machtiging',
      status: 'Status',
      count: 'Incasso’s',
      total: 'Totaal',
      messageId: 'Bericht-ID',
      file: 'Bestand',
      statuses: {
        scheduled: 'Aangekondigd',
        submitted: 'Bij de bank',
        collected: 'Geïncasseerd',
        returned: 'Gestorneerd',
        cancelled: 'Vervallen',
      },
    },
    status: {
      open: 'open',
      pending: 'in behandeling',
      authorized: 'geautoriseerd',
      paid: 'betaald',
      canceled: 'geannuleerd',
      expired: 'verlopen',
      failed: 'mislukt',
      charged_back: 'teruggeboekt',
    },
  },
}

export default nl
