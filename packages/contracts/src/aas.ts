import { z } from 'zod'
import { companyFields, DateTimeSchema } from './common.ts'
import { defineTexts } from './texts.ts'

/** The aas area's validation messages by code (the schemas carry the code). */
export const aasTexts = defineTexts('aas', {
  monitoring: {
    en: 'Choose whether monitoring is active or paused',
    nl: 'Kies of de bewaking actief of gepauzeerd is',
  },
  pauseHours: {
    en: 'Pause monitoring for a whole number of hours from 1 to 168 (a week)',
    nl: 'Pauzeer de bewaking een heel aantal uren van 1 tot en met 168 (een week)',
  },
})
const texts = aasTexts.codes

export const DEVICE_KINDS = ['firewall', 'switch', 'access_point', 'router'] as const
export const DeviceKindSchema = z.enum(DEVICE_KINDS)
/** What the monitoring platform last saw of a device or link. */
export const DEVICE_STATUSES = ['up', 'warning', 'down', 'unknown'] as const
export const DeviceStatusSchema = z.enum(DEVICE_STATUSES)
export const MonitoringStateSchema = z.enum(['active', 'paused'], texts.monitoring)

/** A managed network device: the inventory the provider keeps, and what the monitoring platform sees. */
export const NetworkDeviceSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  name: z.string(),
  kind: DeviceKindSchema,
  vendor: z.string(),
  model: z.string(),
  serial: z.string(),
  site: z.string(),
  /** What the device hangs on: a line, or another device and its port. */
  uplink: z.string().nullable(),
  firmware: z.string().nullable(),
  status: DeviceStatusSchema,
  last_seen_at: DateTimeSchema.nullable(),
  monitoring: MonitoringStateSchema,
  /** Until when monitoring stays paused (it resumes by itself). */
  paused_until: DateTimeSchema.nullable(),
  /** sandbox, or the monitoring platform's name. */
  monitor_mode: z.string(),
})
export type NetworkDevice = z.infer<typeof NetworkDeviceSchema>

export const NetworkLinkSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  name: z.string(),
  kind: z.enum(['wan', 'uplink', 'vpn']),
  from_device: z.string(),
  to: z.string(),
  speed_mbps: z.number().int(),
  status: DeviceStatusSchema,
  /** Traffic in the last five minutes, as a share of the speed (0-100). */
  load_percent: z.number().int().nullable(),
})
export type NetworkLink = z.infer<typeof NetworkLinkSchema>

export const NetworkSchema = z.object({
  devices: z.array(NetworkDeviceSchema),
  links: z.array(NetworkLinkSchema),
})
export type Network = z.infer<typeof NetworkSchema>

/** Pause monitoring for a number of hours (maintenance), or make it active again (hours left out). */
export const MonitoringInputSchema = z
  .strictObject({
    monitoring: MonitoringStateSchema,
    hours: z
      .number(texts.pauseHours)
      .int(texts.pauseHours)
      .min(1, texts.pauseHours)
      .max(168, texts.pauseHours)
      .optional(),
  })
  .refine((input) => input.monitoring === 'active' || input.hours !== undefined, {
    message: texts.pauseHours,
    path: ['hours'],
  })
export type MonitoringInput = z.infer<typeof MonitoringInputSchema>

export const HARDWARE_KINDS = ['laptop', 'desktop', 'server', 'printer', 'phone', 'screen'] as const
export const HardwareSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  kind: z.enum(HARDWARE_KINDS),
  model: z.string(),
  serial: z.string(),
  location: z.string(),
  /** Who uses it, if it is handed to one person. */
  assigned_to: z.string().nullable(),
  status: z.enum(['in_use', 'in_stock', 'in_repair', 'returned']),
  contract_start: z.iso.date(),
  contract_end: z.iso.date(),
  monthly_minor: z.number().int(),
})
export type Hardware = z.infer<typeof HardwareSchema>

/** One month of an IaaS resource's use, averaged over the month so far. */
export const IaasMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  vcpu: z.number(),
  memory_gb: z.number(),
  storage_gb: z.number(),
})
export type IaasMonth = z.infer<typeof IaasMonthSchema>

/** An IaaS resource pool: what the company committed to per month and what it used, newest month first. */
export const IaasResourceSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  name: z.string(),
  region: z.string(),
  committed_vcpu: z.number().int(),
  committed_memory_gb: z.number().int(),
  committed_storage_gb: z.number().int(),
  months: z.array(IaasMonthSchema),
  /** sandbox, or the IaaS platform's name. */
  platform_mode: z.string(),
})
export type IaasResource = z.infer<typeof IaasResourceSchema>
