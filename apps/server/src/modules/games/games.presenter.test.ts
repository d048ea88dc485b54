import { describe, expect, it } from 'vitest';
import { maskName } from './games.presenter.ts';
import { pageOf } from './games.service.ts';

describe('maskName', () => {
  it('keeps the first and last two characters of longer names', () => {
    expect(maskName('player01')).toBe('pl***01');
    expect(maskName('abcde')).toBe('ab***de');
    expect(maskName('abcd')).toBe('a***');
    expect(maskName('玩家一号二')).toBe('玩家***号二');
  });
});

describe('pageOf', () => {
  it('clamps the page into 1..totalPages', () => {
    expect(pageOf(19, 2, 5)).toEqual({ pageNo: 2, totalPages: 4, start: 5, end: 10 });
    expect(pageOf(19, 99, 5)).toEqual({ pageNo: 4, totalPages: 4, start: 15, end: 20 });
    expect(pageOf(0, 3, 12)).toEqual({ pageNo: 1, totalPages: 0, start: 0, end: 12 });
  });
});
