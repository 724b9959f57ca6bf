/** What one `npm run bench` measured, and the budgets it is judged against. */
import type { EndpointResult, PipelineResult } from './api.ts';
import type { ConsolePaletteResult, CmdkResult, TypingResult } from './browser/palette.ts';
import type { ListFirstRows } from './browser/list-routes.ts';
import type { FirstRowsResult, ScrollResult } from './browser/tables.ts';
import type { WheelResult } from './browser/wheel.ts';
import type { RouteBundle } from './bundle.ts';
import type { DexImportResult } from './dex-import.ts';
import type { ExplainResult } from './explain.ts';
import type { MachineState } from './lib/machine.ts';
import type { CatalogueResults } from './lists.ts';
import type { LargeSizes } from './seed/large.ts';
import type { StartupResult } from './startup.ts';

export const BUDGET = {
  keystrokeMs: 16,
  paletteOpenMs: 50,
  orderPageP95Ms: 20,
  bundleKB: 170,
  reusedStartMs: 3000,
  /** suggest.refill_plan for a route of 50 machines at 100,000 machines, p95 on PostgreSQL (issue 39). */
  refillSuggestionP95Ms: 200,
  /** search.records, the palette's "open any record", p95 on PostgreSQL (issue 56). */
  recordSearchP95Ms: 50,
  /** 1,000 DEX audits imported on PostgreSQL (issue 54), seconds. */
  dexImportS: 10,
  /** list.orders through the console ÷ the same SQL on a bare route of the same server and pool: at least. */
  pipelineRatio: 0.8,
  /** Every list page and record view of the catalogue, p95 at 8 clients on PostgreSQL (issue 55). */
  catalogueP95Ms: 20,
  /** Navigation → first rows painted on every list of the sidebar, the large business on PostgreSQL (issue 55). */
  listFirstRowsMs: 300,
} as const;

/** The refill suggestion the budget is about (issue 39): a route of this many machines, and its line in the API figures. */
export const REFILL_ROUTE_MACHINES = 50;
export const REFILL_SUGGESTION_LINE = `suggest.refill_plan (a route of ${REFILL_ROUTE_MACHINES} machines), one client at a time`;
/** The record search the budget is about (issue 56), and the numbers and names it types. */
export const RECORD_SEARCH_LINE = 'search.records (a number or a name, every kind), one client at a time';
export const RECORD_SEARCH_QUERIES = ['PO-000002', 'RP-5175', 'MT-0000', 'SKU-00042', 'north', 'ware', 'CC-10', 'TI-000001', 'gym', 'fresh'];

/** One line of the report's budget table. */
export interface Budget {
  what: string;
  budget: string;
  measured: string;
  ok: boolean | undefined;
  /** Measured ÷ budget, for figures that can come close to it. */
  share?: number;
  /** A figure reported beside the budgets, with none of its own. */
  figure?: boolean;
}

export interface ServerApi {
  endpoints: EndpointResult[];
  /** The pipeline's own cost (absent from results recorded before it was measured). */
  pipeline?: PipelineResult;
  /** Resident memory of the server process tree after the load. */
  rssMiB: number;
  explain: ExplainResult;
  /** Open pool transfers when the run started. */
  seedSeconds?: number;
}

export interface BenchResults {
  quick: boolean;
  sizes: LargeSizes;
  machine: string;
  before: MachineState;
  after?: MachineState;
  startedAt: string;
  seconds?: number;
  runs: number;
  /** Sections not measured in this run, carried over from the previous results (`--only`). */
  carried?: { from: string; sections: string[] };
  seeds: { pglite?: { seconds: number; reused: boolean; counts: Record<string, number> }; postgres?: { seconds: number; counts: Record<string, number> } };
  bundle?: { routes: RouteBundle[]; worst: RouteBundle; routeCount: number };
  startup?: StartupResult;
  api?: { bare: EndpointResult; pglite?: ServerApi; postgres?: ServerApi };
  /** Measurements that failed outside the browser section, each with why (the run went on without them). */
  failed?: string[];
  /** Every list and record view of the catalogue on the PostgreSQL business (bench/lists.ts, issue 55). */
  lists?: CatalogueResults;
  /** bench/dex-import.ts on the PostgreSQL business (issue 54). */
  dexImport?: DexImportResult;
  browser?: {
    /** Chromium's version. */
    version?: string;
    /** Whether the bench process ran with V8's memory reducer off (`npm run bench` does), which keeps its collections out of the scrolls. */
    memoryReducerOff?: boolean;
    firstRows: { postgres?: FirstRowsResult; pglite?: FirstRowsResult };
    /** Every sidebar list, navigation → first rows painted (bench/browser/list-routes.ts). */
    lists?: ListFirstRows[];
    palette?: ConsolePaletteResult;
    /** Machines searchable after the first opening, QUIET_AFTER_S after sign-in (the index loaded meanwhile). */
    paletteWhenQuiet?: number;
    floor?: TypingResult;
    cmdk?: CmdkResult & { machines: number; commands: number; words: string[] };
    /** The big table scrolled with scrollTop set every frame (the main thread's pace). */
    table?: ScrollResult[];
    /** The big table scrolled with the wheel, as users scroll it. */
    wheel?: WheelResult[];
    /** The same scrolls of a list that no scroll changes (bench/page/StaticBench.tsx): the machine's own drops. */
    scrollFloor?: { wheel: WheelResult[]; scripted: ScrollResult[] };
    /** Measurements that failed (the others of the section still count). */
    errors?: string[];
  };
}
