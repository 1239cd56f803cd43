import { DEVICE_KINDS, DEVICE_STATUSES, HARDWARE_KINDS } from '@portico/contracts'
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { money, timestamptz, versioned } from '../../db/columns.ts'
import { tenantRecordColumns } from '../../db/schema/platform.ts'

/**
 * A managed network device (NaaS): the inventory the provider keeps. Its state (up or down, firmware,
 * monitoring) is the monitoring platform's, found by `monitor_ref`.
 */
export const aasNetworkDevices = pgTable(
  'aas_network_devices',
  {
    ...tenantRecordColumns(),
    name: text('name').notNull(),
    kind: text('kind', { enum: DEVICE_KINDS }).notNull(),
    vendor: text('vendor').notNull(),
    model: text('model').notNull(),
    serial: text('serial').notNull(),
    site: text('site').notNull(),
    uplink: text('uplink'),
    monitor_ref: text('monitor_ref').notNull(),
    ...versioned,
  },
  (t) => [
    uniqueIndex('aas_network_devices_monitor_ref_key').on(t.monitor_ref),
    index('aas_network_devices_company_idx').on(t.company_id),
  ],
)

/** A link between a company's devices, or to the outside (a WAN line, a site-to-site VPN). */
export const aasNetworkLinks = pgTable(
  'aas_network_links',
  {
    ...tenantRecordColumns(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['wan', 'uplink', 'vpn'] }).notNull(),
    from_device: text('from_device').notNull(),
    to: text('to').notNull(),
    speed_mbps: integer('speed_mbps').notNull(),
    monitor_ref: text('monitor_ref').notNull(),
    ...versioned,
  },
  (t) => [
    uniqueIndex('aas_network_links_monitor_ref_key').on(t.monitor_ref),
    index('aas_network_links_company_idx').on(t.company_id),
  ],
)

/** Leased hardware (HaaS): what stands where, and until when the lease runs. */
export const aasHardware = pgTable(
  'aas_hardware',
  {
    ...tenantRecordColumns(),
    kind: text('kind', { enum: HARDWARE_KINDS }).notNull(),
    model: text('model').notNull(),
    serial: text('serial').notNull(),
    location: text('location').notNull(),
    assigned_to: text('assigned_to'),
    status: text('status', { enum: ['in_use', 'in_stock', 'in_repair', 'returned'] }).notNull(),
    contract_start: date('contract_start').notNull(),
    contract_end: date('contract_end').notNull(),
    monthly_minor: money('monthly_minor').notNull(),
    ...versioned,
  },
  (t) => [index('aas_hardware_company_idx').on(t.company_id)],
)

/** An IaaS resource pool with the company's monthly commitment; its use is the IaaS platform's (`platform_ref`). */
export const aasIaasResources = pgTable(
  'aas_iaas_resources',
  {
    ...tenantRecordColumns(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    committed_vcpu: integer('committed_vcpu').notNull(),
    committed_memory_gb: integer('committed_memory_gb').notNull(),
    committed_storage_gb: integer('committed_storage_gb').notNull(),
    platform_ref: text('platform_ref').notNull(),
    ...versioned,
  },
  (t) => [
    uniqueIndex('aas_iaas_resources_platform_ref_key').on(t.platform_ref),
    index('aas_iaas_resources_company_idx').on(t.company_id),
  ],
)

/*
 * The sandbox monitoring platform's and IaaS platform's own state: one platform shared by every
 * provider, as a real one is.
 */
export const aasSandboxMonitors = pgTable('aas_sandbox_monitors', {
  ref: text('ref').primaryKey(),
  status: text('status', { enum: DEVICE_STATUSES }).notNull(),
  firmware: text('firmware'),
  last_seen_at: timestamptz('last_seen_at'),
  load_percent: integer('load_percent'),
  paused_until: timestamptz('paused_until'),
})

export const aasSandboxUsage = pgTable(
  'aas_sandbox_usage',
  {
    ref: text('ref').notNull(),
    month: text('month').notNull(),
    vcpu: doublePrecision('vcpu').notNull(),
    memory_gb: doublePrecision('memory_gb').notNull(),
    storage_gb: doublePrecision('storage_gb').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ref, t.month] })],
)
