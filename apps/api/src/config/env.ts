import { resolve } from 'node:path'
import { isTimeZone } from '@portico/domain'
import { z } from 'zod'
import { EMBEDDED_ISSUER } from '../idp/issuers.ts'

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)

/** The environment, parsed once. Every variable is documented in the README. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: bool.optional(),
  /** Demo orders and services too (through the real checkout); off in tests, whose figures start from none. */
  SEED_DEMO_ORDERS: bool.optional(),
  BRAND_NAME: z.string().min(1).default('Portico'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: list.default([]),
  TRUST_PROXY: bool.default(false),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('portico-web'),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_ALGORITHMS: list.default(['RS256', 'PS256', 'ES256', 'EdDSA']),
  OIDC_TOKEN_TYP: z.string().default(''),
  OIDC_ROLES_CLAIM: z.string().default('roles'),
  OIDC_ORGANIZATIONS_CLAIM: z.string().default('organization'),
  OIDC_SUPER_ADMIN_ROLE: z.string().default('super-admin'),
  OIDC_MAX_TOKEN_LIFETIME: z.coerce.number().int().min(60).default(86_400),
  /** The embedded IdP grants `offline_access` (refresh tokens that outlive the sign-in session) only when set. */
  OIDC_OFFLINE_ACCESS: bool.optional(),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  // Limits and quotas (0 = off), counted in the database so that they hold across instances.
  RATE_LIMIT_USER_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000_000).default(600),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000_000).default(120),
  RATE_LIMIT_COMPANY_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000_000).default(3000),
  QUOTA_FEEDBACK_PER_DAY: z.coerce.number().int().min(0).default(200),
  QUOTA_FEEDBACK_MB_PER_DAY: z.coerce.number().int().min(0).default(200),
  QUOTA_ATTACHMENTS_MB: z.coerce.number().int().min(0).default(2048),
  SENTRY_DSN: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /** Whether this instance works the job queue (several instances may; each job runs on one of them). */
  JOB_WORKERS: bool.default(true),
  /** Browser tests only: a clock they move with PUT /api/test/clock. Refused in production. */
  TEST_CLOCK: bool.default(false),
  /**
   * Seconds per step of the connectivity sandboxes (carrier, MVNO, number porting); unset: their
   * own pace of 15–20 s. The browser tests set a few seconds, to watch a delivery without waiting.
   */
  SANDBOX_STEP_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  MAIL_FROM: z.string().default('Portico <no-reply@localhost>'),
  VIES_URL: z.url().optional(),
  /** The Ingram Micro Cloud Marketplace API (e.g. https://api.cloud.im/marketplace/eu); unset: the sandbox. */
  INGRAM_API_URL: z.url().optional(),
  INGRAM_MARKETPLACE: z.string().min(1).default('eu'),
  INGRAM_LOGIN: z.string().min(1).optional(),
  INGRAM_PASSWORD: z.string().min(1).optional(),
  INGRAM_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  /** Realtime Register's API key; unset: the sandbox registrar. */
  /** Mollie's API key (test_… or live_…): online payments through Mollie; unset, the sandbox provider. */
  MOLLIE_API_KEY: z.string().min(1).optional(),
  /** Mollie's API root (tests point it at a local fake). */
  MOLLIE_API_URL: z.url().optional(),
  REALTIMEREGISTER_API_KEY: z.string().min(1).optional(),
  REALTIMEREGISTER_URL: z.url().default('https://api.yoursrs.com/v2'),
  REALTIMEREGISTER_CUSTOMER: z.string().min(1).optional(),
  /** A DirectAdmin server (e.g. https://panel.example.net:2222); unset: the sandbox hosting panel. */
  DIRECTADMIN_URL: z.url().optional(),
  DIRECTADMIN_USERNAME: z.string().min(1).default('admin'),
  DIRECTADMIN_LOGIN_KEY: z.string().min(1).optional(),
  DIRECTADMIN_IP: z.string().min(1).optional(),
  /** The partner's app registration in Entra ID; with all three set, the live Partner Center and Graph, else their sandboxes. */
  MICROSOFT_TENANT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_LOGIN_URL: z.url().default('https://login.microsoftonline.com'),
  MICROSOFT_GRAPH_URL: z.url().default('https://graph.microsoft.com'),
  PARTNER_CENTER_URL: z.url().default('https://api.partnercenter.microsoft.com'),
  PARTNER_CENTER_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('NL'),
  /** A Proxmox VE cluster (e.g. https://pve.example.net:8006); unset: the sandbox VPS platform. */
  PROXMOX_URL: z.url().optional(),
  /** The API token's id (user@realm!tokenid) and secret. */
  PROXMOX_TOKEN_ID: z
    .string()
    .regex(/^[^@!\s]+@[^@!\s]+![^@!\s]+$/)
    .optional(),
  PROXMOX_TOKEN_SECRET: z.string().min(1).optional(),
  PROXMOX_NODE: z.string().min(1).default('pve'),
  PROXMOX_STORAGE: z.string().min(1).default('local-lvm'),
  PROXMOX_BRIDGE: z.string().min(1).default('vmbr0'),
  /** The ISO image per operating system choice: DEBIAN=local:iso/debian-13.iso,UBUNTU=… */
  PROXMOX_ISOS: z.string().default(''),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** The provider's time zone: document dates, due dates and business hours follow its calendar. */
  PROVIDER_TIME_ZONE: z
    .string()
    .default('Europe/Amsterdam')
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Amsterdam'),
  METRICS_TOKEN: z.string().min(16).optional(),
})

export type Env = ReturnType<typeof loadEnv>

export function loadEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${fields}`)
  }
  const env = parsed.data
  const s3Given = Object.keys(source).filter((k) => k.startsWith('S3_') && source[k])
  if (s3Given.length && !env.S3_BUCKET)
    throw new Error(`Invalid environment: S3_BUCKET: required when ${s3Given.join(', ')} is set`)
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new Error(
      'Invalid environment: S3_SECRET_ACCESS_KEY: give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    )
  const ingram = [env.INGRAM_LOGIN, env.INGRAM_PASSWORD, env.INGRAM_SUBSCRIPTION_KEY]
  if (env.INGRAM_API_URL && !ingram.every(Boolean))
    throw new Error(
      'Invalid environment: INGRAM_LOGIN, INGRAM_PASSWORD, INGRAM_SUBSCRIPTION_KEY: required with INGRAM_API_URL',
    )
  if (env.TEST_CLOCK && env.NODE_ENV === 'production')
    throw new Error('Invalid environment: TEST_CLOCK: not allowed in production')
  if (env.REALTIMEREGISTER_API_KEY && !env.REALTIMEREGISTER_CUSTOMER)
    throw new Error('Invalid environment: REALTIMEREGISTER_CUSTOMER: required with REALTIMEREGISTER_API_KEY')
  if (env.DIRECTADMIN_URL && !(env.DIRECTADMIN_LOGIN_KEY && env.DIRECTADMIN_IP))
    throw new Error(
      'Invalid environment: DIRECTADMIN_LOGIN_KEY, DIRECTADMIN_IP: required with DIRECTADMIN_URL',
    )
  const microsoft = [env.MICROSOFT_TENANT_ID, env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET]
  if (microsoft.some(Boolean) && !microsoft.every(Boolean))
    throw new Error(
      'Invalid environment: MICROSOFT_TENANT_ID, MICROSOFT_CLIENT_ID, MICROSOFT_CLIENT_SECRET: give all three',
    )
  if (env.PROXMOX_URL && !(env.PROXMOX_TOKEN_ID && env.PROXMOX_TOKEN_SECRET))
    throw new Error('Invalid environment: PROXMOX_TOKEN_ID, PROXMOX_TOKEN_SECRET: required with PROXMOX_URL')
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  const embeddedIdp = !env.OIDC_ISSUER
  const issuer = env.OIDC_ISSUER ?? `${publicUrl}/oidc`
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    DATA_DIR: resolve(env.DATA_DIR),
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    SEED_DEMO_ORDERS: env.SEED_DEMO_ORDERS ?? (env.NODE_ENV !== 'production' && env.NODE_ENV !== 'test'),
    embeddedIdp,
    issuer,
    /** What users of the signing-in IdP are stored under: 'embedded' (stable across PUBLIC_URLs) or the URL. */
    issuerKey: embeddedIdp ? EMBEDDED_ISSUER : issuer,
    audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    corsOrigins: [publicUrl, ...env.CORS_ORIGINS],
    limits: {
      userPerMinute: env.RATE_LIMIT_USER_PER_MINUTE,
      writesPerMinute: env.RATE_LIMIT_WRITES_PER_MINUTE,
      companyPerMinute: env.RATE_LIMIT_COMPANY_PER_MINUTE,
      feedbackPerDay: env.QUOTA_FEEDBACK_PER_DAY,
      feedbackBytesPerDay: env.QUOTA_FEEDBACK_MB_PER_DAY * 1024 * 1024,
      attachmentBytes: env.QUOTA_ATTACHMENTS_MB * 1024 * 1024,
    },
    /** The cloud marketplace's API when set, else its sandbox. */
    ingram: env.INGRAM_API_URL
      ? {
          url: env.INGRAM_API_URL,
          marketplace: env.INGRAM_MARKETPLACE,
          login: env.INGRAM_LOGIN ?? '',
          password: env.INGRAM_PASSWORD ?? '',
          subscriptionKey: env.INGRAM_SUBSCRIPTION_KEY ?? '',
        }
      : undefined,
    /** The payment provider: Mollie when its API key is set, else the sandbox provider. */
    mollie: env.MOLLIE_API_KEY ? { apiKey: env.MOLLIE_API_KEY, apiEndpoint: env.MOLLIE_API_URL } : undefined,
    /** The domain registrar: Realtime Register when its API key is set, else the sandbox. */
    realtimeRegister: env.REALTIMEREGISTER_API_KEY
      ? {
          url: env.REALTIMEREGISTER_URL,
          apiKey: env.REALTIMEREGISTER_API_KEY,
          customer: env.REALTIMEREGISTER_CUSTOMER ?? '',
        }
      : undefined,
    /** The hosting panel: DirectAdmin when its URL is set, else the sandbox panel. */
    directAdmin: env.DIRECTADMIN_URL
      ? {
          url: env.DIRECTADMIN_URL,
          username: env.DIRECTADMIN_USERNAME,
          loginKey: env.DIRECTADMIN_LOGIN_KEY ?? '',
          ip: env.DIRECTADMIN_IP ?? '',
        }
      : undefined,
    /** Microsoft's Partner Center and Graph with the partner's app when MICROSOFT_* is set, else their sandboxes. */
    microsoft: env.MICROSOFT_CLIENT_ID
      ? {
          loginUrl: env.MICROSOFT_LOGIN_URL,
          tenantId: env.MICROSOFT_TENANT_ID ?? '',
          clientId: env.MICROSOFT_CLIENT_ID,
          clientSecret: env.MICROSOFT_CLIENT_SECRET ?? '',
          partnerCenterUrl: env.PARTNER_CENTER_URL,
          graphUrl: env.MICROSOFT_GRAPH_URL,
          country: env.PARTNER_CENTER_COUNTRY,
        }
      : undefined,
    /** The VPS platform: Proxmox VE when its URL is set, else the sandbox platform. */
    proxmox: env.PROXMOX_URL
      ? {
          url: env.PROXMOX_URL,
          tokenId: env.PROXMOX_TOKEN_ID ?? '',
          secret: env.PROXMOX_TOKEN_SECRET ?? '',
          node: env.PROXMOX_NODE,
          storage: env.PROXMOX_STORAGE,
          bridge: env.PROXMOX_BRIDGE,
          isos: Object.fromEntries(
            env.PROXMOX_ISOS.split(',')
              .map((pair) => pair.split('=').map((part) => part.trim()))
              .filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1])),
          ),
        }
      : undefined,
    /** Files go to this S3-compatible bucket when set, else to DATA_DIR/files. */
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  }
}
