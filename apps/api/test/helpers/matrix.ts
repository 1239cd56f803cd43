import { AAS_ROUTES } from './matrix.aas.ts'
import { BILLING_ROUTES } from './matrix.billing.ts'
import { CATALOG_ROUTES } from './matrix.catalog.ts'
import { CONNECTIVITY_ROUTES } from './matrix.connectivity.ts'
import { DOMAINS_ROUTES } from './matrix.domains.ts'
import { HOSTING_ROUTES } from './matrix.hosting.ts'
import { JOBS_ROUTES } from './matrix.jobs.ts'
import { ME_ROUTES } from './matrix.me.ts'
import { MICROSOFT_ROUTES } from './matrix.microsoft.ts'
import { NOTIFICATIONS_ROUTES } from './matrix.notifications.ts'
import { ORDERS_ROUTES } from './matrix.orders.ts'
import { PAYMENTS_ROUTES } from './matrix.payments.ts'
import { PLANNER_ROUTES } from './matrix.planner.ts'
import { SSL_ROUTES } from './matrix.ssl.ts'
import { SUPPORT_ROUTES } from './matrix.support.ts'
import { VPS_ROUTES } from './matrix.vps.ts'
import { loginEmbedded, type Tokens } from './oidcLogin.ts'
import { addStaffMember } from './staff.ts'
import type { TestApp } from './testApp.ts'
import { companyIds, loginAll } from './tokens.ts'

/** The people of the tenant-isolation matrix: the demo users plus a provider staff member. */
export type Who = 'admin' | 'staff' | 'jane' | 'reseller' | 'solo'
export const WHO: Who[] = ['admin', 'staff', 'jane', 'reseller', 'solo']
export const COMPANIES = [
  'Portico Demo Provider',
  'Acme B.V.',
  'Globex Ltd',
  'Resell IT B.V.',
  'Initech',
] as const
export const KIND: Record<string, string> = {
  'Portico Demo Provider': 'provider',
  'Acme B.V.': 'customer',
  'Globex Ltd': 'customer',
  'Resell IT B.V.': 'reseller',
  Initech: 'customer',
}

/** Which companies each user may see (and pick as X-Company) without a scope. */
export const VISIBLE: Record<Who, readonly string[]> = {
  admin: COMPANIES,
  staff: COMPANIES,
  jane: ['Acme B.V.', 'Globex Ltd'],
  reseller: ['Resell IT B.V.', 'Initech'],
  solo: [],
}

/** Whose books each company is in (its seller, issue 25 item 9): a reseller bills its own customers. */
export const SELLER: Record<string, string | null> = {
  'Portico Demo Provider': null,
  'Acme B.V.': 'Portico Demo Provider',
  'Globex Ltd': 'Portico Demo Provider',
  'Resell IT B.V.': 'Portico Demo Provider',
  Initech: 'Resell IT B.V.',
}
/** Whose books each user keeps. */
export const BOOKS: Record<Who, string | null> = {
  admin: 'Portico Demo Provider',
  staff: 'Portico Demo Provider',
  jane: null,
  reseller: 'Resell IT B.V.',
  solo: null,
}

/** Which companies each user may manage (archive, restore): staff everything, a reseller its customers. */
export const MANAGES: Record<Who, readonly string[]> = {
  admin: COMPANIES,
  staff: COMPANIES,
  jane: [],
  reseller: ['Initech'],
  solo: [],
}

export type Sample = {
  /** The path of one sample request; `id` is a company id where the route takes one. */
  path: (ids: Record<string, string>, id?: string) => string
  body?: unknown
  staffOnly?: boolean
  /** Open to whoever keeps books: staff, and a reseller's admins for its own (issue 25 item 9). */
  issuer?: boolean
  /** Reads of one company by id: 200 exactly when it is visible and of this kind. */
  readsCompany?: 'any' | 'customer' | 'reseller'
  /** Reached without signing in (a provider's webhook): no token, no X-Company, nothing a tenant owns. */
  public?: true
}

const NO_ID = '00000000-0000-4000-8000-000000000000'

const customerish = (
  plural: 'customers' | 'resellers',
  kind: 'customer' | 'reseller',
): Record<string, Sample> => {
  const base = `/api/v1/${plural}`
  const one = (ids: Record<string, string>, id?: string) => `${base}/${id ?? ids.Initech}`
  const children = (segment: string, body: unknown): Record<string, Sample> => ({
    [`GET ${base}/:id/${segment}`]: { path: (ids, id) => `${one(ids, id)}/${segment}`, readsCompany: kind },
    [`POST ${base}/:id/${segment}`]: { path: (ids, id) => `${one(ids, id)}/${segment}`, body },
    [`GET ${base}/:id/${segment}/:childId`]: { path: (ids, id) => `${one(ids, id)}/${segment}/${NO_ID}` },
    [`PUT ${base}/:id/${segment}/:childId`]: {
      path: (ids, id) => `${one(ids, id)}/${segment}/${NO_ID}`,
      body,
    },
    [`DELETE ${base}/:id/${segment}/:childId`]: { path: (ids, id) => `${one(ids, id)}/${segment}/${NO_ID}` },
  })
  return {
    [`GET ${base}/export`]: { path: () => `${base}/export` },
    [`POST ${base}/import`]: { path: () => `${base}/import`, body: 'name\nMatrix Import Co\n' },
    [`POST ${base}/contacts/import`]: {
      path: () => `${base}/contacts/import`,
      body: 'customer_number,full_name\n1,X\n',
    },
    ...children('contacts', { full_name: 'Matrix Person' }),
    ...children('locations', { name: 'Matrix HQ', address: {} }),
    [`GET ${base}/:id/services`]: { path: (ids, id) => `${one(ids, id)}/services`, readsCompany: kind },
    [`GET ${base}/:id/services/:serviceId`]: { path: (ids, id) => `${one(ids, id)}/services/${NO_ID}` },
    [`GET ${base}/:id/activity`]: { path: (ids, id) => `${one(ids, id)}/activity`, readsCompany: kind },
    [`GET ${base}`]: { path: () => base },
    [`POST ${base}`]: { path: () => base, body: { name: 'Matrix Co' } },
    [`GET ${base}/:id`]: { path: one, readsCompany: kind },
    [`PUT ${base}/:id`]: { path: one, body: { name: 'Matrix Co' } },
    [`POST ${base}/:id/archive`]: { path: (ids, id) => `${one(ids, id)}/archive` },
    [`POST ${base}/:id/restore`]: { path: (ids, id) => `${one(ids, id)}/restore` },
    [`POST ${base}/:id/vat-check`]: { path: (ids, id) => `${one(ids, id)}/vat-check` },
  }
}

const MATRIX_CHOICES = {
  invoice_new: null,
  payment_reminder: null,
  ticket_reply: 'none',
  domain_expiry: 'email',
  usage_alert: 'email',
  licence_change: 'none',
  order_status: 'email',
}

/** Every /api/v1 route with one sample request. A registered route missing here fails the suite. */
export const ROUTES: Record<string, Sample> = {
  ...ME_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  'GET /api/v1/companies/:id': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}`,
    readsCompany: 'any',
  },
  'GET /api/v1/dashboard': { path: () => '/api/v1/dashboard' },
  'GET /api/v1/activity': { path: () => '/api/v1/activity' },
  'GET /api/v1/search': { path: () => '/api/v1/search?query=a' },
  'POST /api/v1/feedback': { path: () => '/api/v1/feedback', body: { message: 'matrix' } },
  'GET /api/v1/feedback': { path: () => '/api/v1/feedback', staffOnly: true },
  'GET /api/v1/feedback/:id/screenshot': {
    path: (ids) => `/api/v1/feedback/${ids.feedback}/screenshot`,
    staffOnly: true,
  },
  'GET /api/v1/companies/:id/users': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}/users`,
    readsCompany: 'any',
  },
  'POST /api/v1/companies/:id/users': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}/users`,
    body: { email: 'matrix@example.com', display_name: 'Matrix', role: 'member' },
  },
  'PUT /api/v1/companies/:id/users/:userId': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}/users/${NO_ID}`,
    body: { role: 'member' },
  },
  'DELETE /api/v1/companies/:id/users/:userId': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}/users/${NO_ID}`,
  },
  'POST /api/v1/companies/:id/users/:userId/sign-in/disable': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}/users/${NO_ID}/sign-in/disable`,
  },
  'POST /api/v1/companies/:id/users/:userId/sign-in/enable': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}/users/${NO_ID}/sign-in/enable`,
  },
  'GET /api/v1/companies/:id/notifications': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}/notifications`,
    readsCompany: 'any',
  },
  'PUT /api/v1/companies/:id/notifications/mine': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}/notifications/mine`,
    body: MATRIX_CHOICES,
  },
  'PUT /api/v1/companies/:id/notifications/defaults': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}/notifications/defaults`,
    body: { ...MATRIX_CHOICES, invoice_new: 'email', payment_reminder: 'email', ticket_reply: 'none' },
  },
  'GET /api/v1/brand': { path: () => '/api/v1/brand' },
  'GET /api/v1/companies/:id/branding': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}/branding`,
    readsCompany: 'any',
  },
  'PUT /api/v1/companies/:id/branding': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids['Resell IT B.V.']}/branding`,
    body: {
      brand_name: 'Matrix',
      base_theme: 'default',
      primary_color: null,
      email_sender_name: null,
      invoice_footer: null,
      host_name: null,
      slug: null,
    },
  },
  'PUT /api/v1/companies/:id/branding/logo': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids['Resell IT B.V.']}/branding/logo`,
  },
  'DELETE /api/v1/companies/:id/branding/logo': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids['Resell IT B.V.']}/branding/logo`,
  },
  'GET /api/v1/companies/:id/contracts': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}/contracts`,
    readsCompany: 'any',
  },
  'GET /api/v1/companies/:id/contracts/pdf': {
    path: (ids, id) => `/api/v1/companies/${id ?? ids.Initech}/contracts/pdf`,
    readsCompany: 'any',
  },
  'GET /api/v1/mail/outbox': { path: () => '/api/v1/mail/outbox', staffOnly: true },
  'GET /api/v1/mail/outbox/:id': { path: () => `/api/v1/mail/outbox/${NO_ID}` },
  ...BILLING_ROUTES,
  ...PAYMENTS_ROUTES,
  ...CATALOG_ROUTES,
  ...customerish('customers', 'customer'),
  ...customerish('resellers', 'reseller'),
  ...SUPPORT_ROUTES,
  ...JOBS_ROUTES,
  ...ORDERS_ROUTES,
  ...DOMAINS_ROUTES,
  ...SSL_ROUTES,
  ...MICROSOFT_ROUTES,
  ...PLANNER_ROUTES,
  ...HOSTING_ROUTES,
  ...VPS_ROUTES,
  ...CONNECTIVITY_ROUTES,
  ...AAS_ROUTES,
}

/** A test app with the matrix's people logged in and the demo companies' ids. */
export async function matrixSetup(
  t: TestApp,
): Promise<{ tokens: Record<Who, Tokens>; ids: Record<string, string> }> {
  const ids = await companyIds(t)
  await addStaffMember(t.database.db, {
    issuer: t.env.issuerKey,
    providerId: ids['Portico Demo Provider'] ?? '',
    email: 'staff@example.com',
    password: 'staff',
    name: 'Stan Staff',
  })
  const tokens = {
    ...(await loginAll(t)),
    staff: await loginEmbedded(t.baseUrl, 'staff@example.com', 'staff'),
  }
  return { tokens, ids }
}
