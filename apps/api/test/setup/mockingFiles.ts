/**
 * The API test files that replace a module (`vi.mock`): they need a module registry of their own,
 * while every other API file shares its worker's (the app is imported once per worker, not once per
 * file: isolate false in vitest.config.ts). The architecture test checks that the list is complete.
 */
export const MOCKING_FILES = ['test/resilience.test.ts', 'src/modules/me/menu.test.ts']
