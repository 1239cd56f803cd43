// The domains area: the TLD catalogue, the availability check, domains with their DNS zone, contact
// handles and presets.

export * from './domainsCheck.ts'
export * from './domainsContacts.ts'
export * from './domainsNames.ts'
export * from './domainsPresets.ts'
export * from './domainsTexts.ts'
export * from './domainsTlds.ts'
