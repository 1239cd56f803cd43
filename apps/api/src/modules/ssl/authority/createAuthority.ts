import type { RealtimeRegisterSettings } from '../../../adapters/realtimeRegister.ts'
import type { CertificateAuthority } from './adapter.ts'
import { realtimeRegisterSsl } from './realtimeRegisterSsl.ts'
import { sandboxAuthority } from './sandbox.ts'

/** Realtime Register's SSL API when its API key is configured (REALTIMEREGISTER_*), else the sandbox CA. */
export function createAuthority(settings: RealtimeRegisterSettings | undefined): CertificateAuthority {
  return settings ? realtimeRegisterSsl(settings) : sandboxAuthority()
}
