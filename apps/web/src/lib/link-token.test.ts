import { describe, expect, it, vi } from 'vitest';
import { stripLinkToken } from './link-token';

const token = 'ab'.repeat(32);
const history = () => ({ replaceState: vi.fn(), state: { idx: 3 } });

describe('stripLinkToken (?token= sign-in links leave the address at once)', () => {
  it('takes a well-formed token out of the address, keeping the other parameters, the hash and the state', () => {
    const h = history();
    const got = stripLinkToken(
      { search: `?page=JL&token=${token}`, pathname: '/rng', hash: '#top' },
      h,
    );
    expect(got).toBe(token);
    expect(h.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/rng?page=JL#top');
  });

  it('takes out a malformed token too, without answering it', () => {
    const h = history();
    expect(
      stripLinkToken({ search: '?token=<script>&a=1', pathname: '/', hash: '' }, h),
    ).toBeNull();
    expect(h.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/?a=1');
  });

  it('takes out every token parameter and answers the first', () => {
    const other = 'cd'.repeat(32);
    const h = history();
    expect(
      stripLinkToken(
        { search: `?token=${token}&token=${other}`, pathname: '/lottery', hash: '' },
        h,
      ),
    ).toBe(token);
    expect(h.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/lottery');
  });

  it('leaves an address without a token alone', () => {
    const h = history();
    expect(
      stripLinkToken({ search: '?tokens=x&page=1', pathname: '/down', hash: '' }, h),
    ).toBeNull();
    expect(h.replaceState).not.toHaveBeenCalled();
  });
});
