/**
 * /platform-linked-vms/{id} (the machines a platform sells from) and /restricted-products/{id}
 * (the products it may not sell): the link kit's panel under the platform's name, linking in
 * bulk (with "All") and removing on one screen.
 */
import { useLocation } from 'wouter';
import { getPlatform } from '../../../contract/actions/platforms.ts';
import { paths } from '../../platform/paths.ts';
import { LinkPanel } from '../../platform/links/LinkPanel.tsx';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { LinkButton } from '../../ui/index.ts';

export default function PlatformLinksScreen() {
  const [location] = useLocation();
  const record = useRouteRecord(getPlatform);
  if (record.status !== 'ready') return <RecordFallback state={record} what="platform" back={{ href: paths.platforms(), label: 'Back to platforms' }} />;
  const side = location.startsWith('/restricted-products/') ? 'platform_products' : 'platform_machines';
  const platform = record.data;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">Platform <span className="font-medium">{platform.name}</span> ({platform.source_type})</p>
      <LinkPanel key={`${side}-${platform.id}`} side={side} ownerId={platform.id} edit={false} />
      <LinkButton href={paths.platform(platform.id)} variant="secondary">Back to platform</LinkButton>
    </div>
  );
}
