/**
 * `useBulkCommands(selection, list)`: a list's bulk commands (commands/bulk-records.ts) in the
 * palette while rows are selected, each titled with how many of them it applies to ("Mark in
 * transit: 37 of 40 refill plans") and offered when it applies to any; running one opens the
 * run's dialog (returned, for the screen to render).
 *
 *   const selection = useRowSelection(query);
 *   const bulk = useBulkCommands(selection, { commands: BULK_REFILL_PLAN_COMMANDS, noun, label: (p) => p.plan_id }, query.reload);
 *   <DataTable query={query} selection={selection} … />{bulk}
 */
import { useState, type ReactNode } from 'react';
import { bulkFields, bulkTitle, type BulkChoices, type BulkCommand } from '../../../commands/bulk.ts';
import type { RowSelection } from '../../ui/table/selection.ts';
import { useScreenCommands } from '../commands/useScreenCommands.ts';
import { BulkRunDialog, type BulkNoun } from './BulkRunDialog.tsx';

export interface BulkList<Row> {
  commands: readonly BulkCommand<Row>[];
  noun: BulkNoun;
  label: (row: Row) => string;
  /** The options of the commands' choice steps, by step id (which template, which partner). */
  choices?: BulkChoices;
}

type Run<Row> = { command: BulkCommand<Row>; rows: Row[]; fields?: Record<string, unknown> };

export function useBulkCommands<Row>(selection: RowSelection<Row>, list: BulkList<Row>, reload: () => void): ReactNode {
  const [run, setRun] = useState<Run<Row> | null>(null);
  const selected = selection.rows;
  useScreenCommands(list.commands.map((command) => {
    const rows = selected.filter((row) => command.appliesTo(row));
    return {
      id: command.id,
      title: bulkTitle(command.title, rows.length, selected.length, list.noun),
      keywords: [...(command.keywords ?? []), 'selected', 'bulk'],
      permissions: command.permissions,
      available: () => rows.length > 0,
      ask: command.ask && (() => command.ask!.steps.map((step) => ({ ...step, options: list.choices?.[step.id] }))),
      // A command that asks runs only with its answers (the palette always asks).
      run: (_ctx, answers) => (command.ask && !answers ? undefined : setRun({ command, rows, fields: bulkFields(command, answers) })),
    };
  }));
  if (!run) return null;
  return (
    <BulkRunDialog
      command={run.command}
      rows={run.rows}
      fields={run.fields}
      noun={list.noun}
      label={list.label}
      onUndone={reload}
      onClose={(ran) => {
        setRun(null);
        if (!ran) return;
        selection.clear();
        reload();
      }}
    />
  );
}
