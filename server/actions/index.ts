/** Every action handler, keyed `${area} ${name}` like the catalogue. */
import type { RegisteredHandler } from '../context.ts';
import { sessionHandlers } from './session.ts';

const all: RegisteredHandler[] = [...sessionHandlers];

export const HANDLERS: ReadonlyMap<string, RegisteredHandler> = new Map(
  all.map((h) => [`${h.spec.area} ${h.spec.name}`, h]),
);
