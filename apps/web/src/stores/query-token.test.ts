import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptQueryToken } from './session-store';

const token = 'ab'.repeat(32);
afterEach(() => sessionStorage.clear());

describe('adoptQueryToken (?token= auto-login)', () => {
  it('stores a well-formed token and removes it from the address, keeping other parameters', () => {
    const replaceState = vi.fn();
    const got = adoptQueryToken(
      { search: `?page=JL&token=${token}`, pathname: '/rng', hash: '#top' },
      { replaceState },
    );
    expect(got).toBe(token);
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/rng?page=JL#top');
  });

  it('ignores a malformed token and keeps the stored session', () => {
    sessionStorage.setItem('token', token);
    const replaceState = vi.fn();
    expect(
      adoptQueryToken({ search: '?token=<script>', pathname: '/', hash: '' }, { replaceState }),
    ).toBe(token);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
