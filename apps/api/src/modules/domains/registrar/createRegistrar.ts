import type { Registrar } from './adapter.ts'
import { type RealtimeRegisterSettings, realtimeRegister } from './realtimeRegister.ts'
import { sandboxRegistrar } from './sandbox.ts'

/** Realtime Register when its API key is configured (REALTIMEREGISTER_*), else the sandbox registry. */
export function createRegistrar(settings: RealtimeRegisterSettings | undefined): Registrar {
  return settings ? realtimeRegister(settings) : sandboxRegistrar()
}
