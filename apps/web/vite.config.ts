import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './precompress.ts'

// Only the dev server reads this; the built SPA gets its settings from GET /api/config.
declare const process: { env: Record<string, string | undefined> }
const apiTarget = process.env.PORTICO_API ?? 'http://localhost:8080'

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/oidc': { target: apiTarget, changeOrigin: false },
      '/interaction': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk: dozens of small shared chunks each compress on
          // their own (worse gzip) and drag in neighbours the first page does not use.
          groups: [
            { name: 'startup', tags: ['$initial'], priority: 30 },
            // What the pages share (the UI library, icons, the shared components), in two chunks
            // loaded with the first page instead of fifty small ones: a browser fetches six at a
            // time from one server, and a page waited half a second for its round trips.
            // (Scripts only: the full stylesheet stays in its own file, shared/ui/loadAllStyles.ts.)
            {
              name: 'ui',
              test: /node_modules[\\/](@mantine|@floating-ui|@tabler|@tanstack|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|aria-hidden|clsx|react-number-format|react-textarea-autosize)[\\/].*\.m?js$/,
              priority: 20,
            },
            { name: 'shared', test: /src[\\/]shared[\\/]/, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
})
