/**
 * /api/sales refunds (issue 42; console.md §4 refund status, domain.md §4 "Refund statuses", §7
 * "initiate refund"): a refund is a record with the lifecycle machines/records/refund.ts, for one
 * failed or partially vended line of a paid order. The order's view lists them and initiates a
 * manual one (MANUAL_REFUND); the device's auto refunds (AUTO_REFUND) are made by the simulator
 * through the same module. Two refunds of one order never add up to more than was paid.
 *
 * Who: the payment gateway module's holders (PERM_VIEW_PG_MODULE), and of those only the desk
 * roles that move money (REFUND_ROLES): the company partner, read-only, holds every VIEW permission
 * and is refused (docs/decisions.md "Transactions").
 */
import { array, enums, nullable, number, object, optional, string } from 'superstruct';
import type { RoleCode } from '../roles.ts';
import { defineAction } from '../action.ts';
import { REFUND_RECORD_STATUSES } from '../statuses.ts';
import { MAX_MONEY, checked, data, dbId, max, text, version } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';

const area = 'sales' as const;

export const REFUND_KINDS = ['MANUAL', 'AUTO'] as const;
export const REFUND_STATUS_IDS = REFUND_RECORD_STATUSES.map((s) => s.id);

/** The roles that may move a customer's money back (besides holding PERM_VIEW_PG_MODULE). */
export const REFUND_ROLES: readonly RoleCode[] = ['ROLE_COMPANY_ADMIN'];
export const mayRefund = (roleCode: string | null | undefined) => (REFUND_ROLES as readonly string[]).includes(roleCode ?? '');

/** The spec gives no refund texts but the statuses: these are ours. */
export const REFUND_MESSAGES = {
  initiated: 'Refund initiated successfully',
  settled: 'Refund completed successfully',
  failed: 'Refund marked as failed',
  amountRequired: 'Please enter the refund amount',
  amountPositive: 'Refund amount must be greater than 0',
  amountPaise: 'Refund amount can have at most 2 decimals',
  /** `{max}` is the rupee amount still refundable. */
  overRefund: (max: number) => `Refund amount cannot be more than ₹${max.toFixed(2)}, what was paid and not yet refunded`,
  nothingLeft: 'Everything paid for this item has already been refunded',
  notPaid: 'Only a paid order can be refunded',
  lineVended: 'Only a failed or partially vended item can be refunded',
  lineRequired: 'Choose the item to refund',
  unknownLine: 'That item is not a line of this order',
  reasonRequired: 'Please enter why the refund failed',
  notAllowed: 'Only a company admin may refund a payment',
} as const;

export const REFUND_FIELD_RULES = {
  amount: [
    rules.required(REFUND_MESSAGES.amountRequired),
    (v: unknown) => (v === '' || v == null || Number(v) > 0 ? null : REFUND_MESSAGES.amountPositive),
    (v: unknown) => (v === '' || v == null || Math.abs(Math.round(Number(v) * 100) - Number(v) * 100) < 1e-6 ? null : REFUND_MESSAGES.amountPaise),
  ] as Rule[],
  reason: [rules.maxLength(255)],
};

const Ref = object({ id: number(), name: string() });

export const RefundRow = object({
  id: number(),
  order_id: number(),
  order_code: string(),
  order_line_id: number(),
  sku: string(),
  product_name: string(),
  kind: enums(REFUND_KINDS),
  amount: number(),
  status: number(),
  utr_id: nullable(string()),
  reason: string(),
  created_by: nullable(Ref),
  created_at: string(),
  updated_at: string(),
  version: number(),
});

export const RefundLineState = object({
  order_line_id: number(),
  /** Paid value of the line: MRP × quantity − discount (0 when the order was not paid). */
  paid: number(),
  /** Pending and successful refunds of the line. */
  refunded: number(),
  /** What a new refund of this line may take at most now. */
  refundable: number(),
});

export const listOrderRefunds = defineAction({
  area,
  name: 'list.order_refunds',
  kind: 'read',
  summary: "One order's refunds, newest first, and what each of its lines may still be refunded (404 for an order out of reach).",
  permissions: ['PERM_VIEW_SALES_ANALYTICS', 'PERM_VIEW_PRODUCT_CATALOG'],
  request: object({ order_id: dbId() }),
  response: data(object({
    refunds: array(RefundRow),
    lines: array(RefundLineState),
    /** The order's amount less its pending and successful refunds. */
    refundable: number(),
  })),
});

export const getRefund = defineAction({
  area,
  name: 'get.refund',
  kind: 'read',
  summary: 'One refund (404 out of reach).',
  permissions: ['PERM_VIEW_SALES_ANALYTICS', 'PERM_VIEW_PRODUCT_CATALOG'],
  request: object({ id: dbId() }),
  response: data(RefundRow),
});

export const initiateRefund = defineAction({
  area,
  name: 'initiate.refund',
  kind: 'write',
  status: 201,
  summary:
    'A manual refund of one failed or partially vended line of a paid order, sent to the gateway (Pending). The amount is at ' +
    "most what the line and the order have left after their pending and successful refunds (400 with REFUND_MESSAGES otherwise); " +
    'the order row is locked, so concurrent refunds never exceed what was paid. Raises MANUAL_REFUND. Company admins only.',
  permissions: ['PERM_VIEW_PG_MODULE'],
  roles: REFUND_ROLES,
  roleRefusal: REFUND_MESSAGES.notAllowed,
  request: object({
    order_id: dbId(),
    order_line_id: dbId(),
    amount: checked(max(number(), MAX_MONEY), ...REFUND_FIELD_RULES.amount),
    reason: optional(checked(text(255), ...REFUND_FIELD_RULES.reason)),
  }),
  response: data(RefundRow),
});

export const checkRefund = defineAction({
  area,
  name: 'check.refund',
  kind: 'write',
  summary: "Pending → Refund Success: asks the gateway for the refund's outcome and records its UTR (409 from a final status).",
  permissions: ['PERM_VIEW_PG_MODULE'],
  roles: REFUND_ROLES,
  roleRefusal: REFUND_MESSAGES.notAllowed,
  request: object({ id: dbId(), version: version() }),
  response: data(RefundRow),
});

export const failRefund = defineAction({
  area,
  name: 'fail.refund',
  kind: 'write',
  summary: "Pending → Failure: the gateway refused the refund; its amount becomes refundable again (409 from a final status).",
  permissions: ['PERM_VIEW_PG_MODULE'],
  roles: REFUND_ROLES,
  roleRefusal: REFUND_MESSAGES.notAllowed,
  request: object({ id: dbId(), version: version(), reason: checked(text(255), rules.required(REFUND_MESSAGES.reasonRequired)) }),
  response: data(RefundRow),
});
