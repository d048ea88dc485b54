import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/test/i18n';
import { isScrollLocked } from '@/lib/scroll-lock';
import { Modal } from './modal';

beforeAll(initTestI18n);
afterEach(cleanup);

function Two() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(true);
  return (
    <>
      {outer ? (
        <Modal title="Outer" onClose={() => setOuter(false)}>
          <p>outer body</p>
        </Modal>
      ) : null}
      {inner ? (
        <Modal title="Inner" onClose={() => setInner(false)}>
          <p>inner body</p>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('is an aria-modal dialog labelled by its title, with a close button', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Hello" onClose={onClose}>
        <button type="button">inside</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape, the topmost first', () => {
    render(<Two />);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('freezes page scroll while any modal is open', () => {
    expect(document.body.style.overflow).toBe('');
    const first = render(
      <Modal title="A" onClose={() => undefined}>
        a
      </Modal>,
    );
    const second = render(
      <Modal title="B" onClose={() => undefined}>
        b
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(isScrollLocked()).toBe(true);
    first.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('');
    expect(isScrollLocked()).toBe(false);
  });

  it('closes on a backdrop click unless closeOnCover is off', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal title="C" onClose={onClose} closeOnCover={false}>
        c
      </Modal>,
    );
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <Modal title="C" onClose={onClose}>
        c
      </Modal>,
    );
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement ?? backdrop);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
