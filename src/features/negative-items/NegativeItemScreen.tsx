/**
 * /negative-item/{id}: the overview of one negative item (details, where it stands now, how many
 * products and machines it has) with its actions as buttons and palette commands: edit, delete,
 * link products, link machines, and its links view (/view-negative-item/{id}).
 */
import { useLocation } from 'wouter';
import { NEGATIVE_ITEM_MESSAGES, deleteNegativeItem, getNegativeItem } from '../../../contract/actions/negative-items.ts';
import { NEGATIVE_ITEM_STATE_COLOURS } from '../../../contract/negative-items.ts';
import { NEGATIVE_ITEM_ACTIONS } from '../../../commands/records/negative-items.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StatusBadge, formatDate } from '../../ui/index.ts';

export default function NegativeItemScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getNegativeItem);
  const [remove, deleteDialog] = useDeleteRecord(deleteNegativeItem, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: NEGATIVE_ITEM_MESSAGES.deleted,
    onDeleted: () => navigate(paths.negativeItems()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(NEGATIVE_ITEM_ACTIONS, {
    edit: () => data && navigate(paths.editNegativeItem(data.id)),
    remove: () => data && void remove(data),
    linkProducts: () => data && navigate(paths.linkItem(data.id)),
    linkMachines: () => data && navigate(paths.linkVmNegativeItem(data.id)),
  });
  if (!data) return <RecordFallback state={record} what="negative item" back={{ href: paths.negativeItems(), label: 'Back to negative items' }} />;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={actions['link.negative_item_products']} variant="secondary">Link products</GateButton>
            <GateButton gate={actions['link.negative_item_machines']} variant="secondary">Link machines</GateButton>
            <LinkButton href={paths.viewNegativeItem(data.id)} variant="secondary">View links</LinkButton>
            <GateButton gate={actions['edit.negative_item']}>Edit</GateButton>
            <GateButton gate={actions['delete.negative_item']} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Name', value: data.name },
          { label: 'Source', value: data.source },
          { label: 'Status', value: <StatusBadge status={{ name: data.state, colour: NEGATIVE_ITEM_STATE_COLOURS[data.state] }} /> },
          { label: 'Start date', value: formatDate(data.start_date) },
          { label: 'End date', value: formatDate(data.end_date) },
          { label: 'Products', value: String(data.products) },
          { label: 'Vending machines', value: String(data.machines) },
          { label: 'Blocks', value: 'Sales of its products on its machines through the Mobile Application and Mobile Browser while Active; the machine screen still sells.' },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <LinkButton href={paths.negativeItems()} variant="secondary">Back to negative items</LinkButton>
      {deleteDialog}
    </div>
  );
}
