/**
 * /platform/{id}: one sale platform with its counts, and its actions as buttons and palette
 * commands: edit, delete, its linked machines (/platform-linked-vms/{id}), its restricted
 * products (/restricted-products/{id}) and its sales (/third-party-sales?platform=…).
 */
import { useLocation } from 'wouter';
import { PLATFORM_MESSAGES, deletePlatform, getPlatform } from '../../../contract/actions/platforms.ts';
import { PLATFORM_ACTIONS } from '../../../commands/records/platforms.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, formatDate } from '../../ui/index.ts';

export default function PlatformScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getPlatform);
  const [remove, deleteDialog] = useDeleteRecord(deletePlatform, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: PLATFORM_MESSAGES.deleted,
    onDeleted: () => navigate(paths.platforms()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(PLATFORM_ACTIONS, {
    edit: () => data && navigate(paths.editPlatform(data.id)),
    remove: () => data && void remove(data),
    linkMachines: () => data && navigate(paths.platformLinkedVmsById(data.id)),
    restrictProducts: () => data && navigate(paths.restrictedProductsById(data.id)),
  });
  if (!data) return <RecordFallback state={record} what="platform" back={{ href: paths.platforms(), label: 'Back to platforms' }} />;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={actions['link.platform_machines']} variant="secondary">Linked VMs</GateButton>
            <GateButton gate={actions['link.platform_products']} variant="secondary">Restricted products</GateButton>
            <LinkButton href={`${paths.thirdPartySales()}?platform=${data.id}`} variant="secondary">Sales</LinkButton>
            <GateButton gate={actions['edit.platform']}>Edit</GateButton>
            <GateButton gate={actions['delete.platform']} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Name', value: data.name },
          { label: 'Source type', value: data.source_type },
          { label: 'Linked vending machines', value: String(data.machines) },
          { label: 'Restricted products', value: String(data.restricted_products) },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <LinkButton href={paths.platforms()} variant="secondary">Back to platforms</LinkButton>
      {deleteDialog}
    </div>
  );
}
