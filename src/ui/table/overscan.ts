/**
 * Which rows a virtualised table draws: the visible ones, a few behind the scroll and more
 * ahead of it. The table scrolls on the compositor thread (its scroller is opaque), which
 * moves the rows a frame or two before the main thread has drawn the ones coming in; rows
 * drawn ahead fill that gap, where rows behind only matter when the user turns back.
 */
export interface RowRange {
  startIndex: number;
  endIndex: number;
  count: number;
}

export interface Overscan {
  /** Rows drawn past the visible ones on the side the list moves away from. */
  behind: number;
  /** Rows drawn past the visible ones on the side the list scrolls towards. */
  ahead: number;
}

/**
 * Rows enter the window ahead as fast as the list scrolls, whatever its size, so a longer one
 * costs no more work a frame; it lets the drawn rows lag further behind a fast fling before
 * the view reaches blank space (docs/decisions.md).
 */
export const TABLE_OVERSCAN: Overscan = { behind: 5, ahead: 24 };

/**
 * A range extractor for the virtualiser that remembers the last direction the visible rows
 * moved in (down until the first scroll: a list opens at its top). Each table keeps its own.
 */
export function aheadOfScroll({ behind, ahead }: Overscan) {
  let lastStart: number | null = null;
  let forward = true;
  return (range: RowRange): number[] => {
    if (lastStart !== null && range.startIndex !== lastStart) forward = range.startIndex > lastStart;
    lastStart = range.startIndex;
    const first = Math.max(0, range.startIndex - (forward ? behind : ahead));
    const last = Math.min(range.count - 1, range.endIndex + (forward ? ahead : behind));
    const indexes: number[] = [];
    for (let index = first; index <= last; index++) indexes.push(index);
    return indexes;
  };
}
