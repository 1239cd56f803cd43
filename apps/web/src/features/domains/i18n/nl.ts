import type { DomainsTranslation } from './en.ts'

const nl: DomainsTranslation = {
  domains: {
    kind: { gtld: 'gTLD', nl: '.nl (SIDN)', cctld: 'ccTLD' },
    feature: {
      DNSSEC: 'DNSSEC',
      PRIVACY_PROTECT: 'Privacybescherming',
      TRANSFER_LOCK: 'Verhuisslot',
      RESTORE: 'Herstellen',
      IDN: 'IDN',
    },
    period: { P1Y: '1 jaar', P2Y: '2 jaar', P3Y: '3 jaar' },
    tlds: {
      intro:
        'De extensies die klanten kunnen registreren, verlengen en verhuizen, met hun prijzen en de termijnen van de registry na het verlopen.',
      tld: 'Extensie',
      kind: 'Soort',
      oneYear: 'Registratie 1 jaar',
      renewTransfer: 'Verlengen of verhuizen: {{price}}',
      noPrice: 'Geen prijs voor 1 jaar',
      windows: 'Respijt / opheffing',
      days: '{{grace}} / {{redemption}} dagen',
      features: 'Functies',
      visibility: 'Zichtbaarheid',
      empty: 'Nog geen extensies in de catalogus.',
      loadError: 'De extensies konden niet worden geladen.',
      add: 'Extensie toevoegen',
      addLabel: 'Nieuwe extensie',
      addPlaceholder: 'dev',
    },
    form: {
      newTitle: '.{{tld}}: nieuwe extensie',
      newNotice: '.{{tld}} staat nog niet in de catalogus. Opslaan voegt de extensie toe.',
      registry: 'Registry',
      registryHint: 'Wat de registry vraagt en biedt, en hoe lang een naam na het verlopen te redden is.',
      kind: 'Soort',
      auth_code_required: 'Verhuizen vraagt een autorisatiecode',
      features: 'Functies',
      grace_days: 'Respijtperiode (dagen)',
      redemption_days: 'Opheffingsperiode (dagen)',
      quarantine_days: 'Quarantaine (dagen)',
      pending_delete_days: 'Wacht op verwijdering (dagen)',
      windowsHint: {
        gtld: 'Na het verlopen kan de houder tijdens de respijtperiode nog verlengen tegen de gewone prijs; daarna is de naam opgeheven en alleen tijdens de opheffingsperiode te herstellen (tegen de herstelprijs); na het wachten op verwijdering is hij vrij voor iedereen.',
        nl: 'SIDN kent geen respijtperiode: een naam die niet wordt verlengd, gaat 40 dagen in quarantaine; alleen de vorige houder kan hem dan herstellen (tegen de herstelprijs). Daarna is hij vrij.',
        cctld:
          'Elke ccTLD-registry kiest eigen termijnen: verlengen tegen de gewone prijs tijdens het respijt, herstellen tegen de herstelprijs tijdens de opheffingsperiode, daarna wachten op verwijdering tot de naam vrij is.',
      },
      prices: 'Prijzen',
      pricesHint:
        'Exclusief btw: registreren of verlengen voor dat aantal jaren. Verhuizen kost één jaar verlengen. Zet een periode uit om de prijs te bewaren zonder haar te verkopen.',
      nlPricesHint: 'SIDN registreert en verlengt .nl alleen per jaar.',
      period: 'Jaren',
      sell: 'Verkopen',
      price: 'Prijs',
      addCurrency: 'Valuta toevoegen',
      restore: 'Herstellen',
      restoreHint:
        'Wat het terughalen van een naam kost tijdens de opheffingsperiode of quarantaine. Leeg: geen herstel in die valuta.',
      restorePrice: 'Herstelprijs ({{currency}})',
      sales: 'Verkoop',
      premium_cap: 'Premiumgrens ({{currency}})',
      premiumHint:
        'Wat registratie van een premiumnaam hooguit mag kosten. Leeg: premiumnamen worden niet verkocht.',
      vat_rate_bp: 'Btw-tarief',
      visibility: 'Zichtbaarheid',
      save: 'Opslaan',
      saved: 'Extensie opgeslagen.',
      invalid: 'Controleer de gemarkeerde velden.',
      loadError: 'De extensie kon niet worden geladen.',
      badTld: 'Gebruik een extensie zoals nl, com of co.uk.',
    },
  },
}

export default nl
