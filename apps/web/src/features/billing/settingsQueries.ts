import type { BillingSettings, Locale } from '@portico/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api.ts'
import { ifMatch } from '../../shared/api/ifMatch.ts'
import { currentLanguage } from '../../shared/i18n/i18n.ts'

export type VersionedSettings = BillingSettings & { version: number }
export type TemplateKey = 'invoice' | 'quote' | 'credit_note' | 'reminder'
export type EmailTemplate = {
  key: TemplateKey
  language: Locale
  subject: string
  body: string
  version: number
  custom: boolean
}
export type DocumentTemplate = {
  language: Locale
  logo_png: string | null
  accent_color: string
  footer_text: string | null
  version: number
}

const root = '/api/v1/billing/settings'
const headers = (version: number) => ({ 'Accept-Language': currentLanguage(), ...ifMatch(version) })

export const settingsKeys = {
  all: ['billing-settings'] as const,
  settings: () => [...settingsKeys.all, 'settings'] as const,
  emails: () => [...settingsKeys.all, 'emails'] as const,
  email: (key: string, language: string) => [...settingsKeys.all, 'emails', key, language] as const,
  documents: () => [...settingsKeys.all, 'documents'] as const,
  document: (language: string) => [...settingsKeys.all, 'documents', language] as const,
}

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.settings(),
    queryFn: ({ signal }) => api.getData<VersionedSettings>(root, { signal }),
  })

/** GET /billing/settings: legal details, VAT rates, number patterns (with its version for If-Match). */
export function useBillingSettingsQuery(enabled = true) {
  return useQuery({ ...settingsQuery(), enabled, staleTime: 60_000 })
}

/** PUT /billing/settings with If-Match. */
export function useSaveSettingsMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ version, input }: { version: number; input: BillingSettings }) =>
      (
        await api.request<{ data: VersionedSettings }>('PUT', root, {
          body: input,
          headers: headers(version),
        })
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.settings(), saved),
  })
}

/** GET /billing/settings/emails: every template per language and the merge fields they may use. */
export function useEmailTemplatesQuery() {
  return useQuery({
    queryKey: settingsKeys.emails(),
    queryFn: ({ signal }) =>
      api.get<{ data: EmailTemplate[]; merge_fields: string[] }>(`${root}/emails`, { signal }),
  })
}

export const emailTemplateQuery = (key: string, language: string) =>
  queryOptions({
    queryKey: settingsKeys.email(key, language),
    queryFn: ({ signal }) => api.getData<EmailTemplate>(`${root}/emails/${key}/${language}`, { signal }),
  })

export function useEmailTemplateQuery(key: string, language: string) {
  return useQuery({ ...emailTemplateQuery(key, language), enabled: Boolean(key && language) })
}

type TemplateText = { subject: string; body: string }

/** PUT /billing/settings/emails/:key/:language; version 0 is the built-in text. */
export function useSaveEmailTemplateMutation(key: string, language: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ version, input }: { version: number; input: TemplateText }) =>
      (
        await api.request<{ data: EmailTemplate }>('PUT', `${root}/emails/${key}/${language}`, {
          body: input,
          headers: headers(version),
        })
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.email(key, language), saved)
      void queryClient.invalidateQueries({ queryKey: settingsKeys.emails(), exact: true })
    },
  })
}

/** POST .../preview: the unsaved text filled with a real document. */
export function usePreviewEmailMutation(key: string, language: string) {
  return useMutation({
    mutationFn: (input: TemplateText & { document_id: string }) =>
      api.post<TemplateText>(`${root}/emails/${key}/${language}/preview`, input),
  })
}

/** POST .../test: the saved template, filled with a real document, to the signed-in user. */
export function useTestEmailMutation(key: string, language: string) {
  return useMutation({
    mutationFn: (documentId: string) =>
      api.post<{ to: string }>(`${root}/emails/${key}/${language}/test`, { document_id: documentId }),
  })
}

export function useDocumentTemplatesQuery() {
  return useQuery({
    queryKey: settingsKeys.documents(),
    queryFn: ({ signal }) => api.getData<DocumentTemplate[]>(`${root}/documents`, { signal }),
  })
}

export function useDocumentTemplateQuery(language: string) {
  return useQuery({
    queryKey: settingsKeys.document(language),
    queryFn: ({ signal }) => api.getData<DocumentTemplate>(`${root}/documents/${language}`, { signal }),
    enabled: Boolean(language),
  })
}

export type DocumentTemplateInput = Omit<DocumentTemplate, 'language' | 'version'>

/** PUT /billing/settings/documents/:language with If-Match. */
export function useSaveDocumentTemplateMutation(language: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ version, input }: { version: number; input: DocumentTemplateInput }) =>
      (
        await api.request<{ data: DocumentTemplate }>('PUT', `${root}/documents/${language}`, {
          body: input,
          headers: headers(version),
        })
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.document(language), saved)
      void queryClient.invalidateQueries({ queryKey: settingsKeys.documents(), exact: true })
    },
  })
}
