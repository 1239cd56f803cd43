import { z } from 'zod'
import { companyFields, DateTimeSchema } from './common.ts'
import { HostingAlertSchema } from './hosting.ts'

/** What a customer may do to a VPS's power (Proxmox's qemu status calls). */
export const VPS_POWER_ACTIONS = ['start', 'stop', 'shutdown', 'reboot'] as const
export const VpsPowerActionSchema = z.enum(VPS_POWER_ACTIONS)
export type VpsPowerAction = z.infer<typeof VpsPowerActionSchema>

export const VpsPowerInputSchema = z.strictObject({ action: VpsPowerActionSchema })
export type VpsPowerInput = z.infer<typeof VpsPowerInputSchema>

export const VPS_STATUSES = ['creating', 'active', 'suspended', 'terminated', 'failed'] as const
export const VpsStatusSchema = z.enum(VPS_STATUSES)
export type VpsStatus = z.infer<typeof VpsStatusSchema>

/** The machine's power as the platform reported it last ('unknown' before it was asked). */
export const VPS_POWER_STATES = ['running', 'stopped', 'paused', 'unknown'] as const
export const VpsPowerStateSchema = z.enum(VPS_POWER_STATES)
export type VpsPowerState = z.infer<typeof VpsPowerStateSchema>

/** A VPS's sizes: memory and disk in bytes. */
export const VpsSpecsSchema = z.object({
  cores: z.number().int(),
  memory_bytes: z.number(),
  disk_bytes: z.number(),
  /** The operating system template it was installed from. */
  template: z.string(),
})
export type VpsSpecs = z.infer<typeof VpsSpecsSchema>

export const VpsSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  service_id: z.uuid().nullable(),
  product_name_en: z.string().nullable(),
  product_name_nl: z.string().nullable(),
  /** The platform that runs it ('sandbox', 'proxmox'), its node and VM id there. */
  platform: z.string(),
  node: z.string().nullable(),
  vmid: z.number().int().nullable(),
  name: z.string(),
  plan: z.string(),
  specs: VpsSpecsSchema,
  ip_addresses: z.array(z.string()),
  status: VpsStatusSchema,
  power: VpsPowerStateSchema,
  error: z.string().nullable(),
  /** Traffic this calendar month (in and out), summed from the hourly samples; null limit is unlimited. */
  traffic_bytes: z.number(),
  traffic_limit_bytes: z.number().nullable(),
  traffic_alert: HostingAlertSchema,
  created_at: DateTimeSchema,
})
export type Vps = z.infer<typeof VpsSchema>

export const VPS_TASK_STATUSES = ['running', 'done', 'failed'] as const
export const VpsTaskStatusSchema = z.enum(VPS_TASK_STATUSES)
export type VpsTaskStatus = z.infer<typeof VpsTaskStatusSchema>

/** A power action under way or finished: the platform's task (a Proxmox UPID), polled until done. */
export const VpsTaskSchema = z.object({
  id: z.uuid(),
  vps_id: z.uuid(),
  action: VpsPowerActionSchema,
  status: VpsTaskStatusSchema,
  /** 0-100 while the platform tells how far it is; null when it does not (Proxmox's tasks do not). */
  progress: z.number().int().min(0).max(100).nullable(),
  error: z.string().nullable(),
  started_at: DateTimeSchema,
  finished_at: DateTimeSchema.nullable(),
})
export type VpsTask = z.infer<typeof VpsTaskSchema>

export const VpsTaskParamsSchema = z.object({ id: z.uuid(), taskId: z.uuid() })

/** Traffic in one hour (in and out bytes), the sum of the counters' growth between two samples. */
export const VpsTrafficHourSchema = z.object({
  hour: DateTimeSchema,
  in_bytes: z.number(),
  out_bytes: z.number(),
})
export type VpsTrafficHour = z.infer<typeof VpsTrafficHourSchema>

/** Traffic per day (in + out), the last 30 days. */
export const VpsTrafficDaySchema = z.object({ day: z.iso.date(), traffic_bytes: z.number() })
export type VpsTrafficDay = z.infer<typeof VpsTrafficDaySchema>

export const VpsDetailSchema = VpsSchema.extend({
  /** Seconds since the machine started, as the platform reports it now; null when stopped or unknown. */
  uptime_seconds: z.number().nullable(),
  /** CPU use now, 0-100 per cent of its cores. */
  cpu_percent: z.number().nullable(),
  memory_used_bytes: z.number().nullable(),
  /** The last 48 hours, oldest first. */
  hours: z.array(VpsTrafficHourSchema),
  days: z.array(VpsTrafficDaySchema),
  /** The latest power actions, newest first; one still running is polled. */
  tasks: z.array(VpsTaskSchema),
})
export type VpsDetail = z.infer<typeof VpsDetailSchema>

/** A dedicated server: hardware of its own in a data centre; power and reinstall go through a ticket. */
export const DedicatedServerSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  service_id: z.uuid().nullable(),
  name: z.string(),
  model: z.string(),
  cpu: z.string(),
  cores: z.number().int(),
  memory_bytes: z.number(),
  disks: z.array(z.string()),
  location: z.string(),
  ip_addresses: z.array(z.string()),
  power: z.enum(['on', 'off']),
  status: z.enum(['active', 'suspended', 'terminated']),
  created_at: DateTimeSchema,
})
export type DedicatedServer = z.infer<typeof DedicatedServerSchema>
