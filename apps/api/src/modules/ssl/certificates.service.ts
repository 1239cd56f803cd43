import {
  type DcvChoice,
  type SslCertificate,
  type SslCertificateListItem,
  type SslDownload,
  SslReissueInputSchema,
  type SslValidation,
  validatedDomainOf,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { AppError, BadRequest, Conflict, NotFound } from '../../lib/errors.ts'
import { getZone, saveZone } from '../domains/domains.service.ts'
import { AuthorityError, type DcvStatus } from './authority/adapter.ts'
import {
  type FoundCertificate,
  findCertificateRow,
  listCertificateRows,
  setCertificate,
} from './certificates.repository.ts'
import { dcvOf, followCertificate } from './lifecycle.service.ts'
import { csrIssues } from './ordering.service.ts'
import { sslTexts } from './ssl.texts.ts'

export const SSL_FOLLOW = 'ssl.follow'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The TXT record's owner name relative to the domain's zone (`_dnsauth.www`, or `_dnsauth` at the apex). */
export const relativeName = (fqdn: string, zone: string) =>
  fqdn === zone ? '@' : fqdn.slice(0, -(zone.length + 1))

function validationsOf(found: FoundCertificate): SslValidation[] {
  const reported = found.row.validations as DcvStatus[]
  const waiting = found.row.status === 'pending' || found.row.process_id !== null
  return (found.row.dcv as DcvChoice[]).map((choice) => {
    const r = reported.find((v) => v.commonName === choice.name)
    const status = !waiting
      ? 'valid'
      : r?.status === 'VALID'
        ? 'valid'
        : r?.status === 'FAILED'
          ? 'failed'
          : 'pending'
    const dnsFqdn = r?.dnsRecord?.replace(/\.$/, '')
    return {
      name: choice.name,
      method: choice.method,
      status,
      email: choice.email ?? null,
      dns:
        choice.method === 'dns' && dnsFqdn && r?.dnsContents
          ? {
              name: relativeName(dnsFqdn, found.domain_name),
              fqdn: dnsFqdn,
              type: 'TXT',
              value: r.dnsContents,
            }
          : null,
      file:
        choice.method === 'file' && r?.fileLocation
          ? { url: r.fileLocation, content: r.fileContents ?? '' }
          : null,
      zone_in_portal: validatedDomainOf(choice.name).endsWith(found.domain_name),
    }
  })
}

function toCertificate(found: FoundCertificate): SslCertificate {
  const { row } = found
  return {
    id: row.id,
    company_id: row.company_id,
    domain_id: row.domain_id,
    domain_name: found.domain_name,
    ssl_product_id: row.ssl_product_id,
    product_name_en: found.product_name_en,
    product_name_nl: found.product_name_nl,
    validation_type: found.validation_type,
    common_name: row.common_name,
    sans: row.sans,
    period: row.period,
    status: row.status,
    authority: row.authority,
    service_id: row.service_id,
    not_before: iso(row.not_before),
    not_after: iso(row.not_after),
    subscription_end: row.subscription_end,
    serial: row.serial,
    fingerprint: row.fingerprint,
    validations: validationsOf(found),
    reissuing: row.process_action === 'REISSUE' && row.process_id !== null,
    error: row.error,
    version: row.version,
    created_at: row.created_at.toISOString(),
  }
}

export async function listCertificates(ctx: RequestContext): Promise<SslCertificateListItem[]> {
  return (await listCertificateRows(ctx)).map((found) => {
    const c = toCertificate(found)
    return {
      id: c.id,
      company_id: c.company_id,
      domain_name: c.domain_name,
      product_name_en: c.product_name_en,
      product_name_nl: c.product_name_nl,
      common_name: c.common_name,
      status: c.status,
      not_after: c.not_after,
      subscription_end: c.subscription_end,
      authority: c.authority,
    }
  })
}

async function found(ctx: RequestContext, id: string) {
  const certificate = await findCertificateRow(ctx, id)
  if (!certificate) throw new NotFound()
  return certificate
}

export const getCertificate = async (ctx: RequestContext, id: string) => toCertificate(await found(ctx, id))

const unavailable = (error: unknown) => {
  if (error instanceof AuthorityError && (error.status >= 500 || error.status === 429))
    return new AppError(503, 'unavailable', sslTexts.authorityDown)
  return error
}

/** Asks the CA about the running process now ("check now", and after a record was added). */
export async function checkCertificate(ctx: RequestContext, id: string): Promise<SslCertificate> {
  await found(ctx, id)
  try {
    await followCertificate(ctx, id)
  } catch (error) {
    throw unavailable(error)
  }
  return getCertificate(ctx, id)
}

/**
 * Publishes a name's DNS validation record in the domain's zone kept by the portal (through the
 * domains area, with its zone rules and audit), then asks the CA to check.
 */
export async function addDnsRecord(ctx: RequestContext, id: string, name: string): Promise<SslCertificate> {
  const certificate = toCertificate(await found(ctx, id))
  const validation = certificate.validations.find((v) => v.name === name && v.method === 'dns')
  if (!validation?.dns || validation.status !== 'pending')
    throw new BadRequest(sslTexts.noDnsValidation, [{ field: 'name', message: sslTexts.noDnsValidation }])
  if (!validation.zone_in_portal)
    throw new BadRequest(sslTexts.zoneNotInPortal, [{ field: 'name', message: sslTexts.zoneNotInPortal }])
  const zone = await getZone(ctx, certificate.domain_id)
  const record = {
    name: validation.dns.name,
    type: 'TXT' as const,
    content: validation.dns.value,
    ttl: 300,
    priority: null,
  }
  const present = zone.records.some(
    (r) => r.type === 'TXT' && r.name === record.name && r.content === record.content,
  )
  if (!present)
    await saveZone(ctx, {
      id: certificate.domain_id,
      version: zone.version,
      body: { records: [...zone.records, record] },
    })
  return checkCertificate(ctx, id)
}

export async function downloadCertificate(ctx: RequestContext, id: string): Promise<SslDownload> {
  const { row } = await found(ctx, id)
  if (!row.certificate_pem || !['issued', 'expired'].includes(row.status))
    throw new AppError(409, 'conflict', sslTexts.notIssued)
  return { filename: `${row.common_name.replace('*', 'wildcard')}.pem`, pem: row.certificate_pem }
}

/** A new certificate within the subscription for a new CSR (a new key): same names, validated again. */
export async function reissueCertificate(ctx: RequestContext, id: string, body: { csr: string }) {
  const input = SslReissueInputSchema.parse(body)
  const { row } = await found(ctx, id)
  if (row.status !== 'issued' || row.process_id || !row.ca_certificate_id)
    throw new Conflict(sslTexts.notActive)
  const issues = await csrIssues(input.csr, [row.common_name, ...row.sans])
  if (issues.length) throw new BadRequest(issues[0]?.message as typeof sslTexts.csrInvalid, issues)
  await startReissue(ctx, row, input.csr.trim())
  await audit(ctx, {
    action: 'ssl_certificate.reissued',
    entity: 'ssl_certificate',
    entity_id: id,
    company_id: row.company_id,
  })
  return getCertificate(ctx, id)
}

/** Asks the CA for a reissue and follows it by a job (the customer's and the daily job's reissues alike). */
export async function startReissue(
  ctx: RequestContext,
  row: { id: string; common_name: string; sans: string[]; dcv: unknown; ca_certificate_id: string | null },
  csr: string,
) {
  let started: { processId: string }
  try {
    started = await ctx.platform.sslAuthority.reissue(ctx, row.ca_certificate_id ?? '', {
      csr,
      domainName: row.common_name,
      san: row.sans,
      dcv: dcvOf(row),
    })
  } catch (error) {
    throw unavailable(error)
  }
  await ctx.transaction(async (tx) => {
    await setCertificate(tx, row.id, {
      process_id: started.processId,
      process_action: 'REISSUE',
      csr,
      error: null,
      validations: [],
    })
    await tx.platform.jobs.send(
      tx.db,
      SSL_FOLLOW,
      { providerId: ctx.providerId, certificateId: row.id },
      { startAfter: 2 },
    )
  })
}

export async function revokeCertificate(ctx: RequestContext, id: string, body: { reason: string }) {
  const { row } = await found(ctx, id)
  if (row.status !== 'issued' || !row.ca_certificate_id) throw new Conflict(sslTexts.notActive)
  try {
    await ctx.platform.sslAuthority.revoke(ctx, row.ca_certificate_id, body.reason)
  } catch (error) {
    throw unavailable(error)
  }
  await ctx.transaction(async (tx) => {
    await setCertificate(tx, id, { status: 'revoked', process_id: null, process_action: null })
    await audit(tx, {
      action: 'ssl_certificate.revoked',
      entity: 'ssl_certificate',
      entity_id: id,
      company_id: row.company_id,
      after: { reason: body.reason },
    })
  })
  return getCertificate(ctx, id)
}
