import type { enRoutes } from './en.routes.ts'

export const nlRoutes: Record<keyof typeof enRoutes, string> = {
  signIn: 'Inloggen',
  error: 'Fout',
}
