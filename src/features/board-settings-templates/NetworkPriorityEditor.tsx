/**
 * The network priority order of a board settings template: a ranked list reordered three ways,
 * all through the pure moves of machines/records/priorityOrder.ts —
 *  - dragging the handle (mouse, touch, or the keyboard: Space on the handle picks it up, the
 *    arrows move it, Space drops it; @dnd-kit, docs/decisions.md);
 *  - Alt+ArrowUp / Alt+ArrowDown anywhere in a focused item;
 *  - the item's visible "Move up" / "Move down" buttons (WCAG 2.5.7: no drag needed).
 * The dnd attributes sit on the handle, not on the <li>, so the item's buttons keep their own keys.
 */
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NETWORKS, choiceName, type NetworkId } from '../../../contract/actions/board-settings-templates.ts';
import { canMove, moveBy, moveOnto } from '../../../machines/records/priorityOrder.ts';

type Control = 'handle' | 'up' | 'down';

interface Props {
  value: readonly NetworkId[];
  onChange(value: NetworkId[]): void;
  error?: string | null;
}

const nameOf = (id: NetworkId) => choiceName(NETWORKS, id);

export function NetworkPriorityEditor({ value, onChange, error }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const controls = useRef(new Map<string, HTMLButtonElement | null>());
  /** After a keyboard or button move: the control to focus again once the list has re-rendered. */
  const [refocus, setRefocus] = useState<{ id: NetworkId; control: Control } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!refocus) return;
    const wanted = controls.current.get(`${refocus.id}:${refocus.control}`);
    const target = wanted && !wanted.disabled ? wanted : controls.current.get(`${refocus.id}:handle`);
    target?.focus();
    setRefocus(null);
  }, [refocus, value]);

  const move = (index: number, delta: -1 | 1, control: Control) => {
    const id = value[index];
    if (id === undefined || !canMove(value, index, delta)) return;
    const moved = moveBy(value, index, delta);
    onChange(moved.items);
    setAnnouncement(`${nameOf(id)} moved to position ${moved.index + 1} of ${value.length}`);
    setRefocus({ id, control });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = moveOnto(value, active.id as NetworkId, over?.id as NetworkId | undefined);
    if (next.some((id, i) => id !== value[i])) onChange(next);
  };

  const onItemKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target as HTMLElement;
    const control = (target.dataset.control as Control | undefined) ?? 'handle';
    move(index, event.key === 'ArrowUp' ? -1 : 1, control);
  };

  return (
    <fieldset className="space-y-2" aria-describedby="network-priority-help">
      <legend className="text-sm font-medium text-slate-700">
        Network priority <span className="text-rose-600" aria-hidden>*</span>
      </legend>
      <p id="network-priority-help" className="text-xs text-slate-500">
        The board tries the first network, then the next. Drag a handle, or focus an item and press Alt+Arrow Up / Alt+Arrow Down, or use Move up / Move down.
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: 'To pick up a network, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.' },
          announcements: {
            onDragStart: ({ active }) => `Picked up ${nameOf(active.id as NetworkId)}.`,
            onDragOver: ({ active, over }) => (over ? `${nameOf(active.id as NetworkId)} is over position ${value.indexOf(over.id as NetworkId) + 1}.` : undefined),
            onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id as NetworkId)} dropped at position ${value.indexOf(over.id as NetworkId) + 1}.` : `${nameOf(active.id as NetworkId)} dropped.`),
            onDragCancel: ({ active }) => `Moving ${nameOf(active.id as NetworkId)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={[...value]} strategy={verticalListSortingStrategy}>
          <ol aria-label="Network priority" className="space-y-2">
            {value.map((id, index) => (
              <PriorityItem
                key={id}
                id={id}
                index={index}
                count={value.length}
                onKeyDown={onItemKeyDown(index)}
                onMove={(delta, control) => move(index, delta, control)}
                register={(control, el) => controls.current.set(`${id}:${control}`, el)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {error && <p className="text-sm text-rose-600" role="alert">{error}</p>}
      <p className="sr-only" aria-live="polite">{announcement}</p>
    </fieldset>
  );
}

interface ItemProps {
  id: NetworkId;
  index: number;
  count: number;
  onKeyDown(event: KeyboardEvent<HTMLLIElement>): void;
  onMove(delta: -1 | 1, control: Control): void;
  register(control: Control, el: HTMLButtonElement | null): void;
}

function PriorityItem({ id, index, count, onKeyDown, onMove, register }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const name = nameOf(id);
  const small = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      onKeyDown={onKeyDown}
      data-network={id}
      className={`flex items-center gap-3 rounded-lg border bg-white px-3 py-2 ${isDragging ? 'z-10 border-indigo-400 shadow-lg' : 'border-slate-200'}`}
    >
      <button
        type="button"
        ref={(el) => { setActivatorNodeRef(el); register('handle', el); }}
        data-control="handle"
        className="cursor-grab touch-none rounded px-1 text-slate-500 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-500"
        {...attributes}
        {...listeners}
        aria-label={`${name}, priority ${index + 1} of ${count}. Drag to reorder`}
      >
        <span aria-hidden>⠿</span>
      </button>
      <span className="w-6 text-sm font-semibold text-slate-500" aria-hidden>{index + 1}.</span>
      <span className="flex-1 text-sm text-slate-900">{name}</span>
      <button type="button" ref={(el) => register('up', el)} data-control="up" className={small} disabled={index === 0} onClick={() => onMove(-1, 'up')} aria-label={`Move up: ${name}`}>
        Move up
      </button>
      <button type="button" ref={(el) => register('down', el)} data-control="down" className={small} disabled={index === count - 1} onClick={() => onMove(1, 'down')} aria-label={`Move down: ${name}`}>
        Move down
      </button>
    </li>
  );
}
