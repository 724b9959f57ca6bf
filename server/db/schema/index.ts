/** Every table, one module per domain. drizzle-kit reads this to write migrations. */
export * from './core.ts';
export * from './catalogue.ts';
export * from './machines.ts';
export * from './notifications.ts';
export * from './feedback.ts';
export * from './orders.ts';
export * from './warehouse.ts';
export * from './ledger.ts';
export * from './suppliers.ts';
export * from './purchase-orders.ts';
export * from './product-requests.ts';
export * from './tally.ts';
export * from './franchises.ts';
export * from './retailers.ts';
export * from './board-settings-templates.ts';
export * from './hardware-boards.ts';
export * from './vm-templates.ts';
export * from './planogram-templates.ts';
export * from './vm-feedback.ts';
export * from './machine-events.ts';
export * from './fleet-sim.ts';
export * from './refill-plans.ts';
export * from './bulk-refills.ts';
export * from './links.ts';
// new-domain: schema
