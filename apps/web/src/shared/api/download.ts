import { authStore } from '../auth/authStore.ts'
import { currentLanguage } from '../i18n/i18n.ts'
import { api } from './api.ts'
import { createDownloader } from './createDownloader.ts'

export { saveBlob } from './createDownloader.ts'

/** The app's one way to fetch files and other non-JSON answers (PDFs, CSV, attachments). */
export const { authorizedFetch, fetchBlob, download } = createDownloader({
  getToken: () => authStore.getState().authData.token,
  getScope: () => authStore.getState().companyScope,
  getLanguage: currentLanguage,
  renew: () => api.get('/api/v1/_me'),
})
