/** /franchise/{franchiseId}/add-store: a new store of an independent franchise the caller reaches. */
import { STORE_MESSAGES } from '../../../contract/actions/stores.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { LinkButton } from '../../ui/index.ts';
import { StoreForm } from './StoreForm.tsx';
import { isIndependent, useRouteFranchise } from './useStoreFranchises.ts';

export default function AddStoreScreen() {
  const route = useRouteFranchise();
  if (route.status !== 'ready') return <RecordFallback state={route} what="franchise" back={{ href: paths.stores(), label: 'Back to stores' }} />;
  if (!isIndependent(route.franchise)) {
    return (
      <div role="alert" className="mx-auto mt-12 max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-700">{STORE_MESSAGES.noStoreRequired}</p>
        <LinkButton href={paths.franchiseStores(route.franchise.id)} variant="secondary">Back to {route.franchise.name}</LinkButton>
      </div>
    );
  }
  return <StoreForm franchise={route.franchise} />;
}
