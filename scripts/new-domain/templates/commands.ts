/** commands/records/<plural>.ts: the record actions of a domain's view screen. */
import type { Domain } from '../domain.ts';

export function commandsModule(d: Domain): string {
  return `/** The ${d.lowerNoun} screen's commands: edit and delete, gated by their contract actions' permissions. */
import { delete${d.Pascal}, update${d.Pascal} } from '../../contract/actions/${d.plural}.ts';
import { recordAction } from '../record.ts';

/** What the ${d.lowerNoun} screen lets its commands do. */
export interface ${d.Pascal}Screen {
  edit(): void;
  remove(): void;
}

export const ${d.upper}_ACTIONS = [
  recordAction<${d.Pascal}Screen>({
    id: 'edit.${d.snake}',
    title: 'Edit ${d.lowerNoun}',
    keywords: ['change', 'update'],
    action: update${d.Pascal},
    run: (screen) => screen.edit(),
  }),
  recordAction<${d.Pascal}Screen>({
    id: 'delete.${d.snake}',
    title: 'Delete ${d.lowerNoun}',
    keywords: ['remove'],
    action: delete${d.Pascal},
    run: (screen) => screen.remove(),
  }),
];
`;
}
