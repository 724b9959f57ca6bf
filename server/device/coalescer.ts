/**
 * Writes that may be merged before they reach the database: notes keyed by what they update
 * (a machine), merged in memory, and written as one batch every `intervalMs`. Used for
 * presence and heartbeats (presence.ts), which at a 100,000-machine fleet's size arrive
 * ~1,700 times a second and would otherwise cost a transaction each.
 *
 * One flush at a time: a flush that finds one running waits for it, then writes what came
 * since. A failed write is logged and dropped; the next note of the same key writes it again.
 */
export interface CoalescerOptions<V> {
  /** The pending value and a new note of the same key, merged into one. */
  merge(pending: V, next: V): V;
  /** Writes a batch (at most `batchSize` values). */
  write(batch: V[]): Promise<void>;
  intervalMs: number;
  batchSize?: number;
  onError?(error: unknown): void;
}

export interface CoalescerStats {
  /** Notes taken, batches written and values in them. */
  notes: number;
  batches: number;
  written: number;
}

export class Coalescer<K, V> {
  private pending = new Map<K, V>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> = Promise.resolve();
  readonly stats: CoalescerStats = { notes: 0, batches: 0, written: 0 };

  constructor(private readonly options: CoalescerOptions<V>) {}

  note(key: K, value: V) {
    this.stats.notes++;
    const pending = this.pending.get(key);
    this.pending.set(key, pending === undefined ? value : this.options.merge(pending, value));
    // The timer runs only while something waits, and never keeps the process alive.
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.intervalMs);
      this.timer.unref?.();
    }
  }

  get size() {
    return this.pending.size;
  }

  /** Writes everything noted so far; resolves once it is written (or its failure logged). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.running.then(() => this.writeAll());
    return this.running;
  }

  private async writeAll() {
    if (!this.pending.size) return;
    const values = [...this.pending.values()];
    this.pending = new Map();
    const size = this.options.batchSize ?? 5000;
    for (let i = 0; i < values.length; i += size) {
      const batch = values.slice(i, i + size);
      try {
        await this.options.write(batch);
        this.stats.batches++;
        this.stats.written += batch.length;
      } catch (error) {
        (this.options.onError ?? ((e: unknown) => console.error('coalesced write failed:', e)))(error);
      }
    }
  }
}
