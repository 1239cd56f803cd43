export * from './access.ts'
export * from './routes.ts'
export * from './sizes.ts'
export * from './vat.ts'
