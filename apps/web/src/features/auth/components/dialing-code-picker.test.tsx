import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/ui/modal';
import { initAuthTestI18n } from '@/features/auth/testing';
import { DialingCodePicker } from './dialing-code-picker';

beforeAll(initAuthTestI18n);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const countries = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' },
];

function Harness({ onClose }: { onClose: () => void }) {
  const [code, setCode] = useState('63');
  return (
    <Modal title="Test" onClose={onClose}>
      <DialingCodePicker value={code} onChange={setCode} countries={countries} />
      <input aria-label="elsewhere" />
    </Modal>
  );
}

describe('dialling-code dropdown', () => {
  it('opens a listbox, picks with the keyboard, and Escape closes only the list', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Country code +63' }));
    const list = screen.getByRole('listbox', { name: 'Country dialling codes' });
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('+63');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement ?? list, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Country code +95' })).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Country code +95' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes 200 ms after focus leaves it, so a click on an option still lands', async () => {
    vi.useFakeTimers();
    render(<Harness onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Country code +63' }));
    const option = screen.getByRole('option', { name: /Myanmar/ });
    fireEvent.blur(option, { relatedTarget: null });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.click(option);
    expect(screen.getByRole('button', { name: 'Country code +95' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Country code +95' }));
    fireEvent.blur(screen.getByRole('option', { name: /Philippines/ }), {
      relatedTarget: screen.getByRole('textbox', { name: 'elsewhere' }),
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(199);
    });
    expect(screen.getByRole('listbox')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
