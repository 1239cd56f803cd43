import type { Db } from '../client.ts'
import { brands } from '../schema/index.ts'

/**
 * Resell IT's white-label brand: what Initech's people see in the portal, on their PDFs and in
 * their mail, reachable before sign-in at /?brand=resell-it. The logo is uploaded at /company/branding.
 */
export async function seedBrands(tx: Db, resellerId: string) {
  await tx.insert(brands).values({
    company_id: resellerId,
    brand_name: 'Resell IT Cloud',
    base_theme: 'flat',
    primary_color: '#0b7285',
    email_sender_name: 'Resell IT Cloud Support',
    invoice_footer: 'Resell IT Cloud - Markt 5, Eindhoven - support@resellit.example',
    slug: 'resell-it',
  })
}
