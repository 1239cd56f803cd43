import { randomBytes } from 'node:crypto'

/**
 * A password for a new panel account: nobody is told it (the customer signs in through the portal's
 * single sign-on link, or sets a password of their own).
 */
export function panelPassword(): string {
  return `Pp${randomBytes(18).toString('base64url')}9`
}
