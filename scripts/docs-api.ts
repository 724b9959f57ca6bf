/** `npm run docs:api`: rewrites docs/api.md from the contract and docs/commands.md from the commands. */
import { writeFileSync } from 'node:fs';
import { renderApiReference } from './api-reference.ts';
import { renderCommandReference } from './commands-reference.ts';

writeFileSync('docs/api.md', renderApiReference());
writeFileSync('docs/commands.md', renderCommandReference());
console.log('wrote docs/api.md and docs/commands.md');
