/** /api/offers-management coupons on the record pipeline: list, get, create, update, delete. */
import { and, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import * as contract from '../../contract/actions/coupons.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { coupons } from '../db/schema/index.ts';
import { invalid } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { couponRecord, couponScope, toCouponRow } from '../records/coupon.ts';

type Fields = (typeof contract.createCoupon)['request']['TYPE'];

/**
 * The columns a save writes, after every domain.md §5 "Coupon" rule (400 with each broken one)
 * and a code not used by another live coupon of the company. The field the type does not use is
 * cleared (a FLAT coupon has no percentage, a PERCENTAGE one no flat off).
 */
async function columnsOf(db: Db | Tx, caller: Caller, input: Fields, exceptId?: number) {
  const problems = contract.couponProblems(input);
  const code = input.code.trim().toUpperCase();
  const [taken] = await db.select({ id: coupons.id }).from(coupons).where(and(
    eq(coupons.company_id, caller.company_id), eq(coupons.code, code), isNull(coupons.deleted_at),
    ...(exceptId === undefined ? [] : [ne(coupons.id, exceptId)]),
  ));
  if (taken) problems.push({ path: 'code', message: contract.COUPON_MESSAGES.codeTaken });
  if (problems.length) throw invalid(problems, problems[0]!.message);
  const flat = input.coupon_type === 'FLAT';
  return {
    code,
    coupon_type: input.coupon_type,
    min_cart_value: input.min_cart_value!,
    flat_off: flat ? input.flat_off : null,
    percentage_off: flat ? null : input.percentage_off,
    max_off: input.max_off!,
    max_redemption: input.max_redemption!,
    min_discount_price: input.min_discount_price!,
    status: input.status,
    start_at: new Date(input.start_at),
    end_at: new Date(input.end_at),
  };
}

export const couponsHandlers = [
  defineList(contract.listCoupons, {
    scope: couponScope,
    query: (db, where) => db.select().from(coupons).where(where),
    count: (db, where) => db.select({ n: countAll }).from(coupons).where(where),
    search: [coupons.code],
    filters: {
      coupon_type: (types) => inArray(coupons.coupon_type, types),
      status: (codes) => inArray(coupons.status, codes),
      created_from: (from) => gte(coupons.created_at, new Date(from)),
      created_to: (to) => lte(coupons.created_at, new Date(to)),
    },
    sort: {
      code: coupons.code,
      coupon_type: coupons.coupon_type,
      min_cart_value: coupons.min_cart_value,
      max_off: coupons.max_off,
      max_redemption: coupons.max_redemption,
      redeemed: coupons.redeemed,
      status: coupons.status,
      start_at: coupons.start_at,
      end_at: coupons.end_at,
      created_at: coupons.created_at,
      updated_at: coupons.updated_at,
    },
    tiebreak: coupons.id,
    rows: (page) => page.map(toCouponRow),
  }),

  defineGet(contract.getCoupon, couponRecord),

  defineCreate(contract.createCoupon, couponRecord, {
    values: async ({ input, caller, tx }) => ({ company_id: caller.company_id, ...(await columnsOf(tx, caller, input)) }),
  }),

  defineMutation(contract.updateCoupon, couponRecord, {
    apply: async ({ input, caller, tx }) => ({ set: await columnsOf(tx, caller, input, input.id) }),
  }),

  defineDelete(contract.deleteCoupon, couponRecord, {
    apply: async ({ now }) => ({ set: { deleted_at: now } }),
  }),
];
