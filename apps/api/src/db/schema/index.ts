// The platform's tables, then one line per area that owns tables (its <area>.schema.ts).

export * from '../../modules/billing/billing.schema.ts'
export * from '../../modules/catalog/catalog.schema.ts'
export * from '../../modules/company/company.schema.ts'
export * from '../../modules/customers/customers.schema.ts'
export * from '../../modules/domains/domains.schema.ts'
export * from '../../modules/feedback/feedback.schema.ts'
export * from '../../modules/mail/mail.schema.ts'
export * from '../../modules/orders/orders.schema.ts'
export * from '../../modules/support/support.schema.ts'
export * from './idp.ts'
export * from './limits.ts'
export * from './platform.ts'
