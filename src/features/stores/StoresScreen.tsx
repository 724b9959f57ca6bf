/**
 * /stores: every store the caller reaches, with a franchise filter. "Add store" (the button, or
 * the palette's Create command, which opens ?add=1) asks for the independent franchise, then
 * opens /franchise/{franchiseId}/add-store. The palette also offers each franchise's stores list.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useScreenCommands } from '../../platform/commands/useScreenCommands.ts';
import { paths } from '../../platform/paths.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { Button, useQueryState } from '../../ui/index.ts';
import { ChooseFranchiseDialog } from './ChooseFranchiseDialog.tsx';
import { StoreList } from './StoreList.tsx';
import { useStoreFranchises } from './useStoreFranchises.ts';

export default function StoresScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const url = useQueryState();
  const { franchises } = useStoreFranchises();
  const canAdd = permissions.includes('PERM_ADD_STORE');
  const adding = canAdd && url.get('add') === '1';
  const commands = useMemo(() => franchises.map((f) => ({
    id: `open.franchise_stores.${f.id}`,
    title: `Stores of ${f.name}`,
    keywords: ['franchise stores'],
    permissions: ['PERM_VIEW_STORE' as const],
    run: () => navigate(paths.franchiseStores(f.id)),
  })), [franchises, navigate]);
  useScreenCommands(commands);
  return (
    <>
      <StoreList franchises={franchises} actions={canAdd && <Button onClick={() => url.set({ add: '1' })}>Add store</Button>} />
      {adding && (
        <ChooseFranchiseDialog
          franchises={franchises}
          onCancel={() => url.set({ add: null })}
          onChoose={(id) => navigate(paths.franchiseAddStore(id))}
        />
      )}
    </>
  );
}
