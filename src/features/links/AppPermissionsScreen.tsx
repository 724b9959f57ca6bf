/**
 * /link-refiller-permission/{id} and its edit path (domain.md §6 "Refill-partner app permission
 * sets"): the 17 permissions in their three groups, and the preset they make. Choosing a preset
 * ticks its set; ticking by hand moves the preset to the one that matches, or Custom.
 */
import { useEffect, useState } from 'react';
import { getRefillPartnerApp, setRefillPartnerPermissions } from '../../../contract/actions/links.ts';
import { APP_PERMISSION_GROUPS, APP_PERMISSION_PRESETS, idsOfPreset, presetOf, type AppPermissionPreset } from '../../../contract/refill-partner-app.ts';
import { LINK_MESSAGES as M } from '../../../contract/links.ts';
import { call } from '../../api/client.ts';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { useSaving } from '../../platform/record/useSaving.ts';
import { Button, Checkbox, Select } from '../../ui/index.ts';

const PRESET_OPTIONS = [...APP_PERMISSION_PRESETS.map((p) => ({ id: p.name, name: p.name })), { id: 'Custom', name: 'Custom' }];

export default function AppPermissionsScreen() {
  const record = useRouteRecord(getRefillPartnerApp);
  const [ids, setIds] = useState<Set<number> | null>(null);
  const { saving, save: saveWith } = useSaving();
  useEffect(() => {
    if (record.status === 'ready') setIds(new Set(record.data.permission_ids));
  }, [record.status, record.data]);
  if (record.status !== 'ready' || !ids) return <p className="text-sm text-slate-600">{record.message ?? 'Loading...'}</p>;
  const preset = presetOf(ids);
  const choose = (name: string) => {
    if (name && name !== 'Custom') setIds(new Set(idsOfPreset(name as Exclude<AppPermissionPreset, 'Custom'>)));
  };
  const partner = record.data;
  const chosen = ids;
  async function save() {
    const saved = await saveWith(() => call(setRefillPartnerPermissions, { id: partner.id, permission_ids: [...chosen] }), M.permissionsSaved);
    if (saved) record.reload();
  }
  return (
    <form
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p className="text-sm text-slate-700">App permissions of <span className="font-medium">{record.data.name}</span></p>
      <Select label="Preset" className="max-w-xs" value={preset} options={PRESET_OPTIONS} onChange={choose} />
      {APP_PERMISSION_GROUPS.map((group) => (
        <fieldset key={group.name} className="space-y-2">
          <legend className="font-semibold text-slate-900">{group.name}</legend>
          <div className="flex flex-wrap gap-4">
            {group.permissions.map((p) => (
              <Checkbox
                key={p.id}
                label={`${p.id}. ${p.name}`}
                checked={ids.has(p.id)}
                onChange={(on) => setIds((now) => {
                  const next = new Set(now);
                  if (on) next.add(p.id);
                  else next.delete(p.id);
                  return next;
                })}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit" disabled={saving}>{saving ? 'Saving...' : 'Save'}</Button>
    </form>
  );
}
