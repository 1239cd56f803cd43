import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import formbody from '@fastify/formbody'
import middie from '@fastify/middie'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { createFileStore } from './adapters/files.ts'
import { createMailer } from './adapters/mail.ts'
import { restVies, sandboxVies } from './adapters/vies.ts'
import { createTokenVerifier, type TokenVerifier } from './auth/tokenVerifier.ts'
import type { Env } from './config/env.ts'
import { type Database, openDatabase } from './db/client.ts'
import { prepareDatabase } from './db/prepare.ts'
import { type JobTuning, startJobQueue } from './db/queue.ts'
import { seedDemoOrders } from './db/seed/orders.ts'
import { forgotPasswordRoutes } from './idp/forgotPassword.routes.ts'
import { interactionRoutes } from './idp/interactions.routes.ts'
import { knownIssuers, registerIssuer } from './idp/issuers.ts'
import { publicJwks } from './idp/keys.ts'
import { createIdentityProvider } from './idp/provider.ts'
import { setPasswordRoutes } from './idp/setPassword.routes.ts'
import { ifMatchAnyPlugin } from './lib/concurrency.ts'
import { platformTexts } from './lib/errors.ts'
import { requestLocale } from './lib/locale.ts'
import { loggerOptions, requestIdOf } from './lib/logging.ts'
import { createRateLimiter } from './lib/rateLimit.ts'
import { createErrorReporter } from './lib/sentry.ts'
import { render, withValues } from './lib/texts.ts'
import { sandboxIaas } from './modules/aas/iaas/sandbox.ts'
import { sandboxMonitoring } from './modules/aas/monitoring/sandbox.ts'
import { moveLegacyPdfs } from './modules/billing/pdfFiles.service.ts'
import { cmpMarketplace } from './modules/catalog/marketplace/cmpApi.ts'
import { sandboxMarketplace } from './modules/catalog/marketplace/sandbox.ts'
import { brandingPublicRoutes } from './modules/company/branding.public.ts'
import { addressOf, brandOfAddress } from './modules/company/brandSeen.service.ts'
import { sandboxCarrier } from './modules/connectivity/carrier/sandbox.ts'
import { sandboxMvno } from './modules/connectivity/mvno/sandbox.ts'
import { sandboxPorting } from './modules/connectivity/porting/sandbox.ts'
import { createRegistrar } from './modules/domains/registrar/createRegistrar.ts'
import { createVpsPlatform } from './modules/hosting/compute/createPlatform.ts'
import { createPanel } from './modules/hosting/panel/createPanel.ts'
import { sandboxPanelPage } from './modules/hosting/panel/sandboxPage.ts'
import { apiModules, jobDefinitions } from './modules/index.ts'
import { createMicrosoft } from './modules/microsoft/createMicrosoft.ts'
import { paymentWebhookRoutes } from './modules/payments/payments.routes.ts'
import { createPaymentProvider, paymentAccounts } from './modules/payments/provider/createProvider.ts'
import { sandboxCheckoutPage } from './modules/payments/provider/sandboxCheckout.ts'
import { createAuthority } from './modules/ssl/authority/createAuthority.ts'
import { moveLegacyAttachments } from './modules/support/attachmentFiles.service.ts'
import type { FaultInjector, Platform } from './platform.ts'
import { authPlugin } from './plugins/auth.ts'
import { errorsPlugin, sendProblem } from './plugins/errors.ts'
import { httpPlugin } from './plugins/http.ts'
import { observabilityPlugin } from './plugins/observability.ts'
import { rateLimitPlugin } from './plugins/rateLimit.ts'
import { textInputPlugin } from './plugins/textInput.ts'
import { webPlugin } from './plugins/web.ts'
import { docsPlugin } from './system/docs.ts'
import { systemRoutes } from './system/system.routes.ts'
import { createTestClock, testClockRoutes } from './system/testClock.ts'

const builtWeb = fileURLToPath(new URL('../../web/dist', import.meta.url))

export type AppOptions = {
  database?: Database
  logger?: boolean
  /** Tests only: where the log lines go (to read them back). */
  logStream?: { write(line: string): void }
  /** Tests only: inject a failure into document issue (gapless numbering under failure). */
  billingFault?: FaultInjector
  /** Tests only: make the sandbox adapter fail setting up a service (retrying failed provisioning). */
  sandboxFault?: (serviceId: string) => boolean
  /** Tests only: short job retry delays and polling. */
  jobTuning?: JobTuning
  /** Tests only: a fixed clock (midnight boundaries of document dates). */
  now?: () => Date
  /** Tests only: the built web app to serve (apps/web/dist otherwise). */
  webDist?: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The adapters and settings every request context carries (jobs and tests use it too). */
    platform: Platform
  }
}

/** Builds the whole server: plugins, then one line per module. */
export async function buildApp(env: Env, options: AppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }))
  const { db } = database
  const { seeded, idpSecrets } = await prepareDatabase(db, env)
  const limiter = createRateLimiter(database)

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(env.LOG_LEVEL, options.logStream),
    trustProxy: env.TRUST_PROXY,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    bodyLimit: 10 * 1024 * 1024,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  if (!options.database) app.addHook('onClose', () => database.close())

  await app.register(errorsPlugin)
  await app.register(observabilityPlugin, { database })
  await app.register(httpPlugin, { env })
  await app.register(formbody)
  await app.register(textInputPlugin)
  await app.register(ifMatchAnyPlugin)
  await app.register(docsPlugin, { brand: env.BRAND_NAME })

  let verifier: TokenVerifier
  if (idpSecrets) {
    // Users are keyed 'embedded', not by this URL: every address the IdP has used stays valid (0007).
    await registerIssuer(db, env.issuer, env.audience)
    const known = knownIssuers(db, { issuers: [env.issuer], audiences: [env.audience] })
    await known.load()
    const provider = createIdentityProvider({
      db,
      issuer: env.issuer,
      publicUrl: env.PUBLIC_URL,
      audience: env.audience,
      acceptsAudience: async (audience) =>
        known.current().audiences.includes(audience) ||
        ((await known.refresh(audience)) && known.current().audiences.includes(audience)),
      clientId: env.OIDC_CLIENT_ID,
      offlineAccess: env.OIDC_OFFLINE_ACCESS ?? false,
      secrets: idpSecrets,
      extraOrigins: env.CORS_ORIGINS,
    })
    await app.register(middie)
    app.use('/oidc', provider.callback())
    const lockout = { maxAttempts: env.LOGIN_MAX_ATTEMPTS, lockoutMinutes: env.LOGIN_LOCKOUT_MINUTES }
    const idp = { db, limiter, brand: env.BRAND_NAME, publicUrl: env.PUBLIC_URL }
    await app.register(setPasswordRoutes, idp)
    await app.register(interactionRoutes, {
      ...idp,
      provider,
      lockout,
      loginRateLimit: env.LOGIN_RATE_LIMIT,
      brandOf: (request) => brandOfAddress({ db, platform: app.platform }, addressOf(request)),
    })
    verifier = createTokenVerifier({
      issuer: env.issuer,
      audience: env.audience,
      algorithms: ['RS256'],
      typ: 'at+jwt',
      localJwks: publicJwks(idpSecrets),
      known,
      maxLifetimeS: env.OIDC_MAX_TOKEN_LIFETIME,
    })
  } else {
    verifier = createTokenVerifier({
      issuer: env.issuer,
      audience: env.audience,
      algorithms: env.OIDC_ALGORITHMS,
      typ: env.OIDC_TOKEN_TYP || undefined,
      maxLifetimeS: env.OIDC_MAX_TOKEN_LIFETIME,
    })
  }
  const mapping = {
    issuer: env.issuerKey,
    rolesClaim: env.OIDC_ROLES_CLAIM,
    organizationsClaim: env.OIDC_ORGANIZATIONS_CLAIM,
    superAdminRole: env.OIDC_SUPER_ADMIN_ROLE,
    syncOrganizations: !env.embeddedIdp,
  }
  const testClock = env.TEST_CLOCK ? createTestClock() : null
  const services: Omit<Platform, 'jobs'> = {
    mailer: await createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    vies: env.VIES_URL ? restVies(env.VIES_URL) : sandboxVies(),
    marketplace: env.ingram ? cmpMarketplace(env.ingram) : sandboxMarketplace(),
    registrar: createRegistrar(env.realtimeRegister),
    sslAuthority: createAuthority(env.realtimeRegister),
    ...createMicrosoft(env.microsoft),
    hostingPanel: createPanel(env.directAdmin),
    vpsPlatform: createVpsPlatform(env.proxmox),
    carrier: sandboxCarrier(env.SANDBOX_STEP_SECONDS),
    mvno: sandboxMvno(env.SANDBOX_STEP_SECONDS),
    porting: sandboxPorting(env.SANDBOX_STEP_SECONDS),
    monitoring: sandboxMonitoring(),
    iaas: sandboxIaas(),
    payments: createPaymentProvider(env.mollie),
    paymentAccount: paymentAccounts(env.MOLLIE_API_URL),
    reporter: createErrorReporter(env.SENTRY_DSN, (msg) => app.log.warn(msg)),
    publicUrl: env.PUBLIC_URL,
    brand: env.BRAND_NAME,
    issuer: env.issuerKey,
    embeddedIdp: env.embeddedIdp,
    dataDir: env.DATA_DIR,
    files: createFileStore({ dataDir: env.DATA_DIR, s3: env.s3 }),
    timeZone: env.PROVIDER_TIME_ZONE,
    now: options.now ?? testClock?.now ?? (() => new Date()),
    billingFault: options.billingFault,
    sandboxFault: options.sandboxFault,
    limits: env.limits,
  }
  const jobs = await startJobQueue({
    database,
    platform: services,
    definitions: jobDefinitions,
    workers: env.JOB_WORKERS,
    tuning: options.jobTuning,
    log: app.log,
  })
  // Workers and cron schedules start once the server listens: its first requests need not wait for them.
  app.addHook('onListen', () => void jobs.work())
  app.addHook('preClose', () => jobs.stop())
  const platform: Platform = { ...services, jobs }
  app.decorate('platform', platform)
  if (seeded && env.SEED_DEMO_ORDERS) await seedDemoOrders({ db, platform })
  // PDFs kept in the documents table before the file store move out in the background; safe to repeat.
  const pdfMove = moveLegacyPdfs({ db }, platform.files).then(
    (moved) => moved && app.log.info(`moved ${moved} issued PDFs to the file store`),
    (error) =>
      app.log.error({ err: error }, 'moving issued PDFs to the file store failed; retried at next start'),
  )
  // Attachments kept under DATA_DIR/attachments before the file store move into it the same way.
  const attachmentMove = moveLegacyAttachments({ db }, platform.files, env.DATA_DIR).then(
    ({ moved, missing }) => {
      if (moved) app.log.info(`moved ${moved} ticket attachments to the file store`)
      if (missing) app.log.warn(`${missing} ticket attachments have no file under DATA_DIR/attachments`)
    },
    (error) =>
      app.log.error(
        { err: error },
        'moving ticket attachments to the file store failed; retried at next start',
      ),
  )
  app.addHook('preClose', async () => {
    await Promise.all([pdfMove, attachmentMove])
  })
  if (idpSecrets)
    await app.register(forgotPasswordRoutes, {
      db,
      platform,
      limiter,
      loginRateLimit: env.LOGIN_RATE_LIMIT,
      brand: env.BRAND_NAME,
      publicUrl: env.PUBLIC_URL,
      brandOf: (request) => brandOfAddress({ db, platform }, addressOf(request)),
    })
  await app.register(authPlugin, { db, platform, verifier: () => verifier, mapping })
  await app.register(rateLimitPlugin, { limiter, limits: env.limits })
  await app.register(systemRoutes, {
    database,
    env,
    brandOf: (request) => brandOfAddress({ db, platform }, addressOf(request)),
  })
  await app.register(brandingPublicRoutes, { db })
  if (testClock)
    await app.register(testClockRoutes, {
      clock: testClock,
      platform,
      db,
      queues: jobDefinitions.map((d) => d.name),
    })
  await app.register(sandboxPanelPage, { db, platform })
  await app.register(sandboxCheckoutPage, { db, platform })
  await app.register(paymentWebhookRoutes, { db, platform })
  await app.register(apiModules, { prefix: '/api/v1' })

  const webDist = options.webDist ?? builtWeb
  const hasWeb = existsSync(`${webDist}/index.html`)
  if (hasWeb) await app.register(webPlugin, { root: webDist })
  app.setNotFoundHandler((request, reply) => {
    if (/^\/(api|oidc)(\/|$)/.test(request.url) || request.method !== 'GET' || !hasWeb) {
      const path = request.url.split('?')[0] ?? ''
      const text = withValues(platformTexts.noRoute, { method: request.method, path })
      return sendProblem(reply, 404, render(text, requestLocale(request)), { code: 'not_found' })
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
  })
  return app
}
