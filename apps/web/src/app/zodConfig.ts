import { config } from 'zod/v4/core'

// The content security policy forbids evaluating code; zod probes for `new Function` when its first
// object schema is built, and the browser reports the refused probe as a policy violation. Imported
// first by main.tsx, before any schema of @portico/contracts exists.
config({ jitless: true })
