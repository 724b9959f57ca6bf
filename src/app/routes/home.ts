/** Where "/" and a finished sign-in go: the orders screen (console.md §2). */
import { ROUTES } from './index.ts';

export const HOME_PATH = ROUTES.some((r) => r.path === '/orders') ? '/orders' : '/profile';
