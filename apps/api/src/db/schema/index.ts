export * from './customers.ts'
export * from './idp.ts'
export * from './platform.ts'
