/**
 * Role × action, generated from the catalogue and the default roles (docs/roles.md,
 * server/seed/default-roles.ts): one demo user of every role calls every signed-in action
 * through the HTTP server. A role holding none of the action's permissions (or failing its
 * role check) must get 403 — any 2xx or other answer is an unexpected way in; a role that
 * holds one must get past the check, so a screen's data does not vanish for its own roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayCall } from '../../contract/access.ts';
import type { RoleCode } from '../../contract/roles.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { AUTHENTICATED_ACTIONS, TOKEN_ENDING } from './catalogue.ts';
import { startHttpApi, type HttpApi } from './http-server.ts';

let http: HttpApi;
const tokens = new Map<string, string>();

beforeAll(async () => {
  http = await startHttpApi();
  for (const user of DEMO_USERS) tokens.set(user.email, await http.tokenFor(user.email));
});
afterAll(() => http.close());

const roles = [...new Set(DEMO_USERS.map((u) => u.role))];

it('covers every role of the spec and every signed-in action', () => {
  expect(roles).toHaveLength(9);
  expect(AUTHENTICATED_ACTIONS.length).toBeGreaterThan(40);
});

describe.each(roles)('%s', (role: RoleCode) => {
  const user = DEMO_USERS.find((u) => u.role === role)!;
  const held = DEFAULT_ROLE_PERMISSIONS[role];

  it('gets 403 from every action it may not call, and past the check of every action it may', async () => {
    const unexpected: string[] = [];
    for (const spec of AUTHENTICATED_ACTIONS) {
      // Fields are left out: the permission check comes before them, so an allowed role gets a
      // 400 or an answer, never 403. Token-ending actions get a token of their own.
      const token = TOKEN_ENDING.has(spec.name) ? await http.tokenFor(user.email) : tokens.get(user.email)!;
      const r = await http.post(spec.area, { action: spec.name }, { token });
      const allowed = mayCall(spec, role, held);
      if (allowed ? r.status === 403 || r.status >= 500 : r.status !== 403) {
        unexpected.push(`${spec.name}: ${r.status} (${allowed ? 'allowed' : 'not allowed'}) ${r.text.slice(0, 120)}`);
      }
    }
    expect(unexpected).toEqual([]);
  });
});
