/**
 * The palette's "Go to …" and "Add …" commands for one role, from the route table: every
 * route without a parameter that the role may open (sign-in screens aside). The registry's gate
 * then hides those whose permissions the user lacks. Routes with a parameter are reached by the
 * palette's record search or from their list (docs/decisions.md, issue 34 "Keyboard").
 */
import { navigationCommands } from '../../../commands/navigation.ts';
import type { Command } from '../../../commands/registry.ts';
import { routeAllowedForRole } from '../../platform/routes/access.ts';
import type { RouteDef } from '../../platform/routes/types.ts';

export function routeCommands(routes: readonly RouteDef[], roleCode: string | null): Command[] {
  return navigationCommands(routes.filter((r) => !r.public && routeAllowedForRole(r, roleCode)));
}
