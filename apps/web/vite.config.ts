import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Only the dev server reads this; the built SPA gets its settings from GET /api/config.
declare const process: { env: Record<string, string | undefined> }
const apiTarget = process.env.PORTICO_API ?? 'http://localhost:8080'

export default defineConfig({
  plugins: [react()],
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
          groups: [{ name: 'startup', tags: ['$initial'] }],
        },
      },
    },
  },
})
