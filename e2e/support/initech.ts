import type { PorticoApi } from '../pages/PorticoApi.ts'

/** A user of Initech (Resell IT's customer): invited by the reseller, password set from the mail. */
export async function initechUser(
  baseUrl: string,
  reseller: PorticoApi,
  admin: PorticoApi,
): Promise<{ email: string; password: string }> {
  const me = await reseller.request<{ companies: { id: string; name: string }[] }>('GET', '/_me')
  const resell = me.companies.find((c) => c.name === 'Resell IT B.V.')
  const customers = await reseller.request<{ data: { id: string; name: string }[] }>('GET', '/customers')
  const initech = customers.data.find((c) => c.name === 'Initech')
  if (!resell || !initech) throw new Error('the demo seed has no Resell IT / Initech')
  const email = 'ian@initech.example'
  await reseller.request('POST', `/companies/${initech.id}/users`, {
    email,
    display_name: 'Ian',
    role: 'admin',
  })
  const outbox = await admin.outbox()
  const mail = outbox.find((m) => m.to === email)
  const link = /\/account\/set-password\/[\w-]+/.exec(mail?.text ?? '')?.[0]
  if (!link) throw new Error('no set-password link in the outbox')
  const password = 'correct-horse-battery'
  const set = await fetch(`${baseUrl}${link}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `password=${password}`,
  })
  if (set.status !== 303) throw new Error(`set-password answered ${set.status}`)
  return { email, password }
}
