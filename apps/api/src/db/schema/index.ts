export * from './idp.ts'
export * from './platform.ts'
