import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageWindow, rangeLabel, toPageSize } from '@/components/ui/paging';

describe('pageWindow', () => {
  it('starts at page 0 with the default size of 10', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZES).toEqual([10, 25, 100]);
    expect(pageWindow(23, 0, 10)).toEqual({ page: 0, pageCount: 3, start: 0, end: 10, hasPrevious: false, hasNext: true });
  });

  it('pages through 23 rows in tens: 1-10, 11-20, 21-23', () => {
    expect([0, 1, 2].map((p) => pageWindow(23, p, 10)).map((w) => [w.start, w.end, w.hasPrevious, w.hasNext])).toEqual([
      [0, 10, false, true],
      [10, 20, true, true],
      [20, 23, true, false],
    ]);
  });

  it('shows all 23 on one page at 25 and 100', () => {
    for (const size of [25, 100]) {
      expect(pageWindow(23, 0, size)).toMatchObject({ pageCount: 1, start: 0, end: 23, hasPrevious: false, hasNext: false });
    }
  });

  it('clamps pages past either end', () => {
    expect(pageWindow(23, 7, 10)).toMatchObject({ page: 2, start: 20, end: 23 });
    expect(pageWindow(23, -3, 10)).toMatchObject({ page: 0, start: 0, end: 10 });
    expect(pageWindow(23, 2, 25)).toMatchObject({ page: 0, start: 0, end: 23 });
  });

  it('handles an exact multiple and an empty table', () => {
    expect(pageWindow(20, 1, 10)).toMatchObject({ page: 1, pageCount: 2, start: 10, end: 20, hasNext: false });
    expect(pageWindow(0, 0, 10)).toEqual({ page: 0, pageCount: 1, start: 0, end: 0, hasPrevious: false, hasNext: false });
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => pageWindow(10, 0, 0)).toThrow(RangeError);
    expect(() => pageWindow(10, 0, 2.5)).toThrow(RangeError);
  });
});

describe('rangeLabel', () => {
  it('is one-based and inclusive', () => {
    expect(rangeLabel(23, pageWindow(23, 0, 10))).toBe('Rows 1–10 of 23');
    expect(rangeLabel(23, pageWindow(23, 2, 10))).toBe('Rows 21–23 of 23');
    expect(rangeLabel(23, pageWindow(23, 0, 100))).toBe('Rows 1–23 of 23');
    expect(rangeLabel(0, pageWindow(0, 0, 10))).toBe('Rows 0 of 0');
  });
});

describe('toPageSize', () => {
  it('accepts only 10, 25 and 100', () => {
    expect(toPageSize('25')).toBe(25);
    expect(toPageSize(100)).toBe(100);
    expect(toPageSize('50')).toBe(10);
    expect(toPageSize('abc')).toBe(10);
  });
});
