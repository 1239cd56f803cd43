import type { MicrosoftOrderTranslation } from './order.en.ts'

const nl: MicrosoftOrderTranslation = {
  microsoftOrder: {
    intro: 'Microsoft 365-licenties voor een van uw tenants, via de winkelwagen. Gefactureerd per gebruiker.',
    chooseCompany: 'Kies eerst in de bedrijfskeuze het bedrijf waarvoor u bestelt.',
    noTenant:
      'Microsoft 365 wordt voor een tenant besteld. Maak eerst de tenant van uw bedrijf aan of koppel hem.',
    toTenants: 'Naar de tenants',
    tenant: 'Tenant',
    product: 'Product',
    from: 'vanaf {{price}} per gebruiker per maand',
    term: 'Looptijd',
    termHint: {
      P1M: 'Maandelijks opzegbaar; licenties kunnen binnen 7 dagen na aankoop worden verwijderd.',
      P1Y: 'U verbindt zich voor een jaar; licenties kunt u altijd toevoegen en alleen binnen 7 dagen verwijderen.',
      P3Y: 'U verbindt zich voor drie jaar; licenties kunt u altijd toevoegen en alleen binnen 7 dagen verwijderen.',
    },
    billing: 'Facturering',
    perPeriod: { monthly: '{{price}} per gebruiker per maand', annual: '{{price}} per gebruiker per jaar' },
    seats: 'Gebruikers (licenties)',
    total: '{{total}} per {{period}} voor {{seats}} gebruikers, exclusief btw',
    period: { monthly: 'maand', annual: 'jaar' },
    submit: 'In winkelwagen',
    noOffers: 'Voor dit bedrijf kunnen geen Microsoft 365-producten worden besteld.',
    loading: 'De Microsoft 365-producten worden geladen…',
    loadError: 'De Microsoft 365-producten konden niet worden geladen.',
  },
}

export default nl
