import { defineTexts } from './texts.ts'

/** The domains area's validation messages by code. */
export const domainsTexts = defineTexts('domains', {
  tld: {
    en: 'Use a TLD such as nl, com or co.uk, without the dot',
    nl: 'Gebruik een extensie zoals nl, com of co.uk, zonder punt',
  },
  nlOneYear: {
    en: '.nl is registered and renewed per year only (SIDN)',
    nl: '.nl wordt alleen per jaar geregistreerd en verlengd (SIDN)',
  },
  duplicatePrice: {
    en: 'Each currency and period may appear only once',
    nl: 'Elke combinatie van valuta en periode mag maar één keer voorkomen',
  },
  oneYearNeeded: {
    en: 'A TLD needs an enabled price for one year',
    nl: 'Een extensie heeft een ingeschakelde prijs voor één jaar nodig',
  },
  label: {
    en: 'Use letters, digits and hyphens (1-63), not starting or ending with a hyphen',
    nl: 'Gebruik letters, cijfers en koppeltekens (1-63), niet aan het begin of eind',
  },
  phone: {
    en: 'Not a valid phone number; include the country code, e.g. +31 30 123 4567',
    nl: 'Geen geldig telefoonnummer; neem de landcode op, bijv. +31 30 123 4567',
  },
  nameservers: {
    en: 'Give 2 to 13 name servers, each a host name such as ns1.example.net',
    nl: 'Geef 2 tot 13 naamservers, elk een hostnaam zoals ns1.example.net',
  },
  'dns.name': {
    en: 'Use @ for the domain itself, or labels of letters, digits and hyphens (a leading * or _service is allowed)',
    nl: 'Gebruik @ voor het domein zelf, of labels van letters, cijfers en koppeltekens (een * of _dienst vooraan mag)',
  },
  'dns.apexCname': {
    en: 'A CNAME cannot be on the domain itself (@); use an A or AAAA record',
    nl: 'Een CNAME kan niet op het domein zelf (@); gebruik een A- of AAAA-record',
  },
  'dns.ipv4': { en: 'Not an IPv4 address, e.g. 192.0.2.10', nl: 'Geen IPv4-adres, bijv. 192.0.2.10' },
  'dns.ipv6': { en: 'Not an IPv6 address, e.g. 2001:db8::1', nl: 'Geen IPv6-adres, bijv. 2001:db8::1' },
  'dns.target': {
    en: 'Not a host name, e.g. mail.example.com',
    nl: 'Geen hostnaam, bijv. mail.example.com',
  },
  'dns.targetIsAddress': {
    en: 'This record points at a host name, not an IP address',
    nl: 'Dit record verwijst naar een hostnaam, niet naar een IP-adres',
  },
  'dns.txtEmpty': { en: 'A TXT record needs text', nl: 'Een TXT-record heeft tekst nodig' },
  'dns.txtLength': {
    en: 'A TXT record holds at most 4000 characters, without line breaks or control characters',
    nl: 'Een TXT-record bevat hoogstens 4000 tekens, zonder regeleinden of stuurtekens',
  },
  'dns.srvName': {
    en: 'An SRV name starts with _service._protocol, e.g. _sip._tls',
    nl: 'Een SRV-naam begint met _dienst._protocol, bijv. _sip._tls',
  },
  'dns.srvContent': {
    en: 'An SRV record is "weight port target", e.g. 100 443 sip.example.com',
    nl: 'Een SRV-record is "gewicht poort doel", bijv. 100 443 sip.example.com',
  },
  'dns.caaContent': {
    en: 'A CAA record is flags tag "value", e.g. 0 issue "letsencrypt.org"',
    nl: 'Een CAA-record is vlaggen tag "waarde", bijv. 0 issue "letsencrypt.org"',
  },
  'dns.caaTag': {
    en: 'The CAA tag is issue, issuewild or iodef',
    nl: 'De CAA-tag is issue, issuewild of iodef',
  },
  'dns.caaValue': {
    en: 'The CAA value is a CA domain (issue) or a mailto: or https: address (iodef)',
    nl: 'De CAA-waarde is een CA-domein (issue) of een mailto:- of https:-adres (iodef)',
  },
  'dns.ttl': { en: 'The TTL is 60 to 604800 seconds', nl: 'De TTL is 60 tot 604800 seconden' },
  'dns.priority': {
    en: 'MX and SRV records need a priority (0-65535); other records have none',
    nl: 'MX- en SRV-records hebben een prioriteit nodig (0-65535); andere records niet',
  },
  'dns.cnameConflict': {
    en: 'A CNAME cannot stand beside other records of the same name',
    nl: 'Een CNAME kan niet naast andere records met dezelfde naam staan',
  },
  'dns.duplicate': { en: 'This record is in the zone twice', nl: 'Dit record staat twee keer in de zone' },
})
