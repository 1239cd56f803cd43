/** The only place the web app reads its build-time environment (Vite's import.meta.env). */
function numberFrom(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' && value !== '' ? Number(value) : Number.NaN
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

const vars = (import.meta.env ?? {}) as Record<string, unknown>

export const env = {
  mountDelayMs: numberFrom(vars.VITE_MOUNT_DELAY_MS, 200),
  feedbackRequireName: vars.VITE_FEEDBACK_REQUIRE_NAME === 'true',
  feedbackRequireEmail: vars.VITE_FEEDBACK_REQUIRE_EMAIL === 'true',
  isDev: vars.DEV === true,
} as const
