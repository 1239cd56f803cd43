// The content security policy forbids evaluating code; zod probes for `new Function` when its first
// object schema is built, and the browser reports the refused probe as a policy violation. zod keeps
// its settings (`z.config()`) in `globalThis.__zod_globalConfig` and adopts an object already there:
// setting `jitless` in it here, imported first by main.tsx, keeps zod itself (and its English
// messages, 4 KB compressed) out of the start-up script. zodConfig.test.ts checks that zod honours it.
const global = globalThis as { __zod_globalConfig?: Record<string, unknown> }
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true }

export {}
