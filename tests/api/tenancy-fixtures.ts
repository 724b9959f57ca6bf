/**
 * The outsiders of the tenancy matrix, added to a test's own copy of the demo database:
 * the admin of another company (valid license, every permission) and the franchise admin of
 * the demo company's other franchise (Southern Partners). The demo seed has neither: its
 * second company's license has expired (every call is 402), and no one works for the
 * dependent franchise, so adding them there would change what every demo screen lists.
 */
import { and, eq } from 'drizzle-orm';
import { PERMISSIONS } from '../../contract/permissions.ts';
import { roleByCode } from '../../contract/roles.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import type { Db } from '../../server/db/client.ts';
import { firstRow } from '../../server/db/first-row.ts';
import { companies, franchises, roles, users } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-core.ts';

export const OWNERS = { franchise: 'franchise@demo.local', company: 'admin@demo.local' } as const;
export const OTHER_COMPANY_ADMIN = 'outsider@other-company.local';
export const OTHER_FRANCHISE_ADMIN = 'franchise-b@demo.local';

export async function addOutsiders(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const other = firstRow(await db.insert(companies).values({
    name: 'Other Vending Co', type: 'WITH_FRANCHISE', license_ends_at: new Date('2099-12-31T00:00:00Z'), guest_password: 'Other@1234',
  }).returning(), 'the other company');
  const otherAdminRole = firstRow(await db.insert(roles).values({
    company_id: other.id, name: 'Company Admin', role_code: 'ROLE_COMPANY_ADMIN', permissions: [...PERMISSIONS],
  }).returning(), 'the other company admin role');
  await db.insert(users).values({
    company_id: other.id, role_id: otherAdminRole.id, first_name: 'Otto', last_name: 'Outside', email: OTHER_COMPANY_ADMIN, password_hash: passwordHash,
  });

  const demo = firstRow(await db.select().from(users).where(eq(users.email, OWNERS.company)), 'the demo admin');
  const dependent = firstRow(await db.select().from(franchises).where(and(eq(franchises.company_id, demo.company_id), eq(franchises.type, 'DEPENDENT'))).orderBy(franchises.id), 'the dependent franchise');
  await db.insert(users).values({
    company_id: demo.company_id, franchise_id: dependent.id, role_id: roleByCode('ROLE_FRANCHISE_ADMIN').id,
    first_name: 'Bela', last_name: 'Other', email: OTHER_FRANCHISE_ADMIN, password_hash: passwordHash,
  });
}
