/**
 * /franchise/{franchiseId}/stores: the stores list fixed to one franchise, under its name. A
 * dependent franchise has no stores (domain.md §9) and says exactly so; a franchise out of reach
 * is not found.
 */
import { useLocation } from 'wouter';
import { FRANCHISE_STORES_ACTIONS } from '../../../commands/records/stores.ts';
import { STORE_MESSAGES } from '../../../contract/actions/stores.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { Button } from '../../ui/index.ts';
import { StoreList } from './StoreList.tsx';
import { isIndependent, useRouteFranchise } from './useStoreFranchises.ts';

export default function FranchiseStoresScreen() {
  const [, navigate] = useLocation();
  const route = useRouteFranchise();
  const franchise = route.status === 'ready' ? route.franchise : null;
  const actions = useRecordActions(FRANCHISE_STORES_ACTIONS, {
    canAddStore: !!franchise && isIndependent(franchise),
    addStore: () => franchise && navigate(paths.franchiseAddStore(franchise.id)),
  });
  if (!franchise) return <RecordFallback state={route} what="franchise" back={{ href: paths.stores(), label: 'Back to stores' }} />;
  const add = actions['add.franchise_store']!;
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">{franchise.name}</h2>
      {isIndependent(franchise) ? (
        <StoreList franchiseId={franchise.id} franchises={[franchise]} actions={add.allowed && <Button onClick={add.run}>Add store</Button>} />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">{STORE_MESSAGES.noStoreRequired}</p>
      )}
    </div>
  );
}
