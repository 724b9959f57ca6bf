import { fileURLToPath } from 'node:url';

/**
 * The repository root. `npm start` runs the server bundled into dist-server/start.mjs; this
 * file and that bundle both sit one folder below the root, so '..' is the root from either.
 */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
