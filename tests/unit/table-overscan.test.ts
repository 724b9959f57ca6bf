/** Which rows the virtualised table draws: the visible ones, a few behind the scroll, more ahead. */
import { describe, expect, it } from 'vitest';
import { aheadOfScroll } from '../../src/ui/table/overscan.ts';

const span = (indexes: number[]) => [indexes[0], indexes[indexes.length - 1]];
const visible = (startIndex: number, endIndex: number) => ({ startIndex, endIndex, count: 1000 });

describe('rows drawn around the visible ones', () => {
  it('draws more rows below than above before the first scroll: a list opens at its top', () => {
    const rows = aheadOfScroll({ behind: 3, ahead: 12 });
    expect(span(rows(visible(0, 9)))).toEqual([0, 21]);
    expect(span(rows(visible(40, 49)))).toEqual([37, 61]);
  });

  it('turns the extra rows round when the list scrolls up, and keeps them there while it stands still', () => {
    const rows = aheadOfScroll({ behind: 3, ahead: 12 });
    rows(visible(40, 49));
    expect(span(rows(visible(35, 44)))).toEqual([23, 47]);
    expect(span(rows(visible(35, 44)))).toEqual([23, 47]);
    expect(span(rows(visible(36, 45)))).toEqual([33, 57]);
  });

  it('never goes past either end of the list', () => {
    const rows = aheadOfScroll({ behind: 3, ahead: 12 });
    expect(span(rows({ startIndex: 0, endIndex: 4, count: 8 }))).toEqual([0, 7]);
    expect(span(rows({ startIndex: 2, endIndex: 7, count: 8 }))).toEqual([0, 7]);
  });

  it('keeps each table its own direction', () => {
    const first = aheadOfScroll({ behind: 3, ahead: 12 });
    const second = aheadOfScroll({ behind: 3, ahead: 12 });
    first(visible(40, 49));
    first(visible(30, 39));
    expect(span(second(visible(40, 49)))).toEqual([37, 61]);
  });
});
