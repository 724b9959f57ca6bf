/** The add/edit sale platform form (name, source type Internal or a retail-tech partner): the contract's field rules, checked as typed and again by the server. */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { PLATFORM_FIELD_RULES, PLATFORM_MESSAGES, PlatformRow, createPlatform, updatePlatform } from '../../../contract/actions/platforms.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { SOURCE_TYPES, type SourceType } from '../../../contract/negative-items.ts';
import { Button, Select, TextInput, toastSuccess } from '../../ui/index.ts';

const SOURCE_OPTIONS = SOURCE_TYPES.map((s) => ({ id: s, name: s }));

type Platform = Infer<typeof PlatformRow>;

interface Values extends Record<string, unknown> {
  name: string;
  source_type: string;
}

export function PlatformForm({ platform: record }: { platform?: Platform }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      source_type: record?.source_type ?? 'Retail-tech partner',
    },
    rules: { fields: PLATFORM_FIELD_RULES },
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        source_type: v.source_type as SourceType,
      };
      if (record) {
        await call(updatePlatform, { ...fields, id: record.id, version: record.version });
        toastSuccess(PLATFORM_MESSAGES.updated);
        form.leaveTo(paths.platform(record.id));
      } else {
        const created = await call(createPlatform, fields);
        toastSuccess(PLATFORM_MESSAGES.created);
        form.leaveTo(paths.platform(created.data.id));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Name" required maxLength={255} {...form.field('name')} />
        <Select label="Source type" required options={SOURCE_OPTIONS} {...form.field('source_type')} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.platform(record.id) : paths.platforms())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add platform'}
        </Button>
      </div>
    </form>
  );
}
