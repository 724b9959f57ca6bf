import { writeFileSync } from 'node:fs';
import { renderApiReference } from './api-reference.ts';

writeFileSync('docs/api.md', renderApiReference());
console.log('wrote docs/api.md');
