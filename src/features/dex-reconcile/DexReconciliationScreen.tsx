/**
 * /dex-reconciliation: what the DEX audits feed, one tab each: cash accountability per collection
 * line and per partner and period, sales against the console's orders, prices by exception, and
 * coil counts against an audit (levels or a fill audit).
 */
import { useSearchParams } from 'wouter';
import { CASH_READ_PERMISSIONS } from '../../../contract/access.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { Tabs } from '../../ui/index.ts';
import { CashAccountabilityLines, CashAccountabilitySummary } from './CashAccountabilityTabs.tsx';
import { PriceExceptions, SalesCheck } from './AuditChecksTabs.tsx';
import { StockCheck } from './StockTab.tsx';

const TABS = [
  { id: 'cash', label: 'Cash accountability', cash: true, Tab: CashAccountabilityLines },
  { id: 'partners', label: 'By partner and period', cash: true, Tab: CashAccountabilitySummary },
  { id: 'sales', label: 'Sales check', cash: false, Tab: SalesCheck },
  { id: 'prices', label: 'Price exceptions', cash: false, Tab: PriceExceptions },
  { id: 'stock', label: 'Stock', cash: false, Tab: StockCheck },
] as const;

export default function DexReconciliationScreen() {
  const [params, setParams] = useSearchParams();
  const permissions = usePermissions();
  // The cash tabs read cash collections, whose permissions are the refill team's.
  const tabs = TABS.filter((t) => !t.cash || CASH_READ_PERMISSIONS.some((p) => permissions.includes(p)));
  const current = tabs.find((t) => t.id === params.get('tab')) ?? tabs[0]!;
  return (
    <div className="space-y-4">
      {/* Each tab has its own filters and paging: switching starts clean. */}
      <Tabs label="Reconciliation" tabs={tabs} current={current.id} onSelect={(id) => setParams({ tab: id })} />
      <current.Tab key={current.id} />
    </div>
  );
}
