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
  },
})
