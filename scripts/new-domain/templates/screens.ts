/** src/features/<plural>/: the routes and the list, view, add and edit screens of a domain. */
import type { Domain } from '../domain.ts';
import { displayOf, formTypeOf, initialOf, inputOf, requestValueOf, sortable } from '../fields.ts';

const pathOf = (d: Domain) => ({
  list: `paths.${d.camelPlural}()`,
  view: (id: string) => `paths.${d.Pascal.charAt(0).toLowerCase()}${d.Pascal.slice(1)}(${id})`,
  add: `paths.add${d.Pascal}()`,
  edit: (id: string) => `paths.edit${d.Pascal}(${id})`,
});

export function routesModule(d: Domain): string {
  return `/** ${d.group}: ${d.nouns.toLowerCase()} (routes.tsv: /${d.plural}, /${d.singular}/{id}, /add-${d.singular}, /edit-${d.singular}/{id}). */
import { defineRoutes } from '../../platform/routes/types.ts';

const group = '${d.group}' as const;

export const ${d.camelPlural}Routes = defineRoutes([
  {
    path: '/${d.plural}',
    title: '${d.nouns}',
    group,
    sidebar: '${d.nouns}',
    permissions: ['PERM_VIEW_${d.resource}'],
    keywords: [],
    load: () => import('./${d.Plurals}Screen.tsx'),
  },
  { path: '/${d.singular}/:id', title: '${d.noun}', group, parent: '/${d.plural}', record: '${d.snake}', permissions: ['PERM_VIEW_${d.resource}'], load: () => import('./${d.Pascal}Screen.tsx') },
  {
    path: '/add-${d.singular}',
    title: 'Add ${d.lowerNoun}',
    group,
    parent: '/${d.plural}',
    permissions: ['PERM_ADD_${d.resource}'],
    keywords: ['new ${d.lowerNoun}', 'create ${d.lowerNoun}'],
    load: () => import('./Add${d.Pascal}Screen.tsx'),
  },
  { path: '/edit-${d.singular}/:id', title: 'Edit ${d.lowerNoun}', group, parent: '/${d.plural}', permissions: ['PERM_UPDATE_${d.resource}'], load: () => import('./Edit${d.Pascal}Screen.tsx') },
]);
`;
}

export function listScreen(d: Domain): string {
  const p = pathOf(d);
  const columns = d.fields.map((f) => {
    const sort = sortable(f) ? `, sortKey: '${f.name}'` : '';
    if (f === d.titleField) {
      return `  {\n    key: '${f.name}',\n    header: '${f.label}'${sort},\n    render: (r) => <CellLink href={${p.view('r.id')}} className="text-indigo-700 hover:underline">{r.${f.name}}</CellLink>,\n    csv: (r) => r.${f.name},\n  },`;
    }
    return f.kind === 'text' || f.kind === 'email' || f.kind === 'mobile'
      ? `  { key: '${f.name}', header: '${f.label}'${sort} },`
      : `  { key: '${f.name}', header: '${f.label}'${sort}, value: (r) => ${displayOf(f, 'r')} },`;
  });
  return `/** /${d.plural}: the company's ${d.nouns.toLowerCase()}, paged on the server, searchable, sortable, exported as CSV. */
import { useLocation } from 'wouter';
import { ${d.upper}_MESSAGES, delete${d.Pascal}, list${d.Plurals} } from '../../../contract/actions/${d.plural}.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { CellLink, DataTable, LinkButton, columnsFor, formatDate, ${d.fields.some((f) => f.kind === 'money') ? 'formatMoney, ' : ''}useListQuery } from '../../ui/index.ts';

const columns = columnsFor(list${d.Plurals}, [
${columns.join('\n')}
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'updated_at', header: 'Last Updated', sortKey: 'updated_at', render: (r) => formatDate(r.updated_at), csv: (r) => r.updated_at },
]);

export default function ${d.Plurals}Screen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const query = useListQuery(list${d.Plurals}, { defaultSort: { sortBy: 'created_at', sortDir: 'DESC' }, pageSize: LARGE_PAGE_SIZE });
  const [remove, deleteDialog] = useDeleteRecord(delete${d.Pascal}, {
    text: (r: { ${d.titleField.name}: string }) => \`You want to delete \${r.${d.titleField.name}}.\`,
    success: ${d.upper}_MESSAGES.deleted,
    onDeleted: query.reload,
  });
  return (
    <>
      <DataTable
        query={query}
        columns={columns}
        label="${d.nouns}"
        exportName="${d.plural}"
        searchPlaceholder="Search ${d.nouns.toLowerCase()}"
        onOpen={(r) => navigate(${p.view('r.id')})}
        onEdit={(r) => navigate(${p.edit('r.id')})}
        onDelete={remove}
        canEdit={() => permissions.includes('PERM_UPDATE_${d.resource}')}
        canDelete={() => permissions.includes('PERM_DELETE_${d.resource}')}
        actions={permissions.includes('PERM_ADD_${d.resource}') && <LinkButton href={${p.add}}>Add ${d.lowerNoun}</LinkButton>}
      />
      {deleteDialog}
    </>
  );
}
`;
}

export function viewScreen(d: Domain): string {
  const p = pathOf(d);
  return `/** /${d.singular}/{id}: one ${d.lowerNoun}, with Edit and Delete as buttons and palette commands. */
import { useLocation } from 'wouter';
import { ${d.upper}_MESSAGES, delete${d.Pascal}, get${d.Pascal} } from '../../../contract/actions/${d.plural}.ts';
import { ${d.upper}_ACTIONS } from '../../../commands/records/${d.plural}.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, formatDate${d.fields.some((f) => f.kind === 'money') ? ', formatMoney' : ''} } from '../../ui/index.ts';

export default function ${d.Pascal}Screen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(get${d.Pascal});
  const [remove, deleteDialog] = useDeleteRecord(delete${d.Pascal}, {
    text: (r: { ${d.titleField.name}: string }) => \`You want to delete \${r.${d.titleField.name}}.\`,
    success: ${d.upper}_MESSAGES.deleted,
    onDeleted: () => navigate(${p.list}),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(${d.upper}_ACTIONS, {
    edit: () => data && navigate(${p.edit('data.id')}),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="${d.lowerNoun}" back={{ href: ${p.list}, label: 'Back to ${d.nouns.toLowerCase()}' }} />;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={data.${d.titleField.name}}
        actions={
          <>
            <GateButton gate={actions['edit.${d.snake}']}>Edit</GateButton>
            <GateButton gate={actions['delete.${d.snake}']} variant="danger">Delete</GateButton>
          </>
        }
        items={[
${d.fields.map((f) => `          { label: '${f.label}', value: ${displayOf(f, 'data')} },`).join('\n')}
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <LinkButton href={${p.list}} variant="secondary">Back to ${d.nouns.toLowerCase()}</LinkButton>
      {deleteDialog}
    </div>
  );
}
`;
}

export function formScreens(d: Domain): Record<string, string> {
  const p = pathOf(d);
  const inputs = new Set(d.fields.map((f) => (f.kind === 'bool' ? 'Checkbox' : f.kind === 'int' || f.kind === 'money' ? 'NumberInput' : 'TextInput')));
  const form = `/** The add/edit ${d.lowerNoun} form: the contract's field rules, checked as typed and again by the server. */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { ${d.upper}_FIELD_RULES, ${d.upper}_MESSAGES, ${d.Pascal}Row, create${d.Pascal}, update${d.Pascal} } from '../../../contract/actions/${d.plural}.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, ${[...inputs].sort().join(', ')}, toastSuccess } from '../../ui/index.ts';

type ${d.Pascal} = Infer<typeof ${d.Pascal}Row>;

interface Values extends Record<string, unknown> {
${d.fields.map((f) => `  ${f.name}: ${formTypeOf(f)};`).join('\n')}
}

export function ${d.Pascal}Form({ ${d.snake.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())}: record }: { ${d.snake.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())}?: ${d.Pascal} }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: {
${d.fields.map((f) => `      ${f.name}: ${initialOf(f, 'record')},`).join('\n')}
    },
    rules: { fields: ${d.upper}_FIELD_RULES },
    onSubmit: async (v) => {
      const fields = {
${d.fields.map((f) => `        ${f.name}: ${requestValueOf(f, 'v')},`).join('\n')}
      };
      if (record) {
        await call(update${d.Pascal}, { ...fields, id: record.id, version: record.version });
        toastSuccess(${d.upper}_MESSAGES.updated);
        form.leaveTo(${p.view('record.id')});
      } else {
        const created = await call(create${d.Pascal}, fields);
        toastSuccess(${d.upper}_MESSAGES.created);
        form.leaveTo(${p.view('created.data.id')});
      }
    },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
${d.fields.map((f, i) => `        ${i === 0 ? inputOf(f).replace(/^<(\w+) /, '<$1 autoFocus ') : inputOf(f)}`).join('\n')}
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? ${p.view('record.id')} : ${p.list})}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add ${d.lowerNoun}'}
        </Button>
      </div>
    </form>
  );
}
`;
  const add = `/** /add-${d.singular} */
import { ${d.Pascal}Form } from './${d.Pascal}Form.tsx';

export default function Add${d.Pascal}Screen() {
  return <${d.Pascal}Form />;
}
`;
  const recordProp = d.snake.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  const edit = `/** /edit-${d.singular}/{id}: the form over the ${d.lowerNoun} as last read (its version guards the save). */
import { get${d.Pascal} } from '../../../contract/actions/${d.plural}.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { ${d.Pascal}Form } from './${d.Pascal}Form.tsx';

export default function Edit${d.Pascal}Screen() {
  const record = useRouteRecord(get${d.Pascal});
  if (record.status !== 'ready') return <RecordFallback state={record} what="${d.lowerNoun}" back={{ href: ${p.list}, label: 'Back to ${d.nouns.toLowerCase()}' }} />;
  return <${d.Pascal}Form key={\`\${record.data.id}:\${record.data.version}\`} ${recordProp}={record.data} />;
}
`;
  return { [`${d.Pascal}Form.tsx`]: form, [`Add${d.Pascal}Screen.tsx`]: add, [`Edit${d.Pascal}Screen.tsx`]: edit };
}
