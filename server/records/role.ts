/**
 * Which roles a company's users reach: the default roles, shared by every company (no company,
 * the spec's ids), and the company's own custom roles; never deleted ones.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { roles } from '../db/schema/index.ts';
import type { ScopeRule } from '../kit/scope.ts';

export const roleScope: ScopeRule = (caller) =>
  and(or(isNull(roles.company_id), eq(roles.company_id, caller.company_id)), isNull(roles.deleted_at));
