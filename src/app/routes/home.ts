/** Where "/" and a finished sign-in go: the orders screen (console.md §2). */
import { paths } from '../../platform/paths.ts';

export const HOME_PATH = paths.orders();
