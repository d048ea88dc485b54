import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '@/test/i18n';
import { AnnouncementBrowser } from './announcement-browser';
import { pageCount, pageOfIndex, pageSlice, toggleSelection } from './announcement-paging';

const items = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}`,
  content: `<p>Body ${i + 1}</p><script>alert(1)</script>`,
}));

beforeAll(initTestI18n);
afterEach(cleanup);

const titles = () =>
  within(screen.getByRole('list', { name: 'Announcement titles' })).getAllByRole('button');

describe('announcement paging', () => {
  it('pages 9 titles at a time', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageSlice(items, 1).map((i) => i.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(pageSlice(items, 5).map((i) => i.id)).toEqual([19, 20]);
    expect(pageOfIndex(8)).toBe(0);
    expect(pageOfIndex(9)).toBe(1);
  });

  it('collapses an item chosen again', () => {
    expect(toggleSelection(null, 3)).toBe(3);
    expect(toggleSelection(3, 3)).toBeNull();
    expect(toggleSelection(3, 4)).toBe(4);
  });
});

describe('AnnouncementBrowser', () => {
  it('lists 9 titles per page and moves between pages', () => {
    render(<AnnouncementBrowser items={items} initialIndex={0} />);
    expect(titles()).toHaveLength(9);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(titles()[0]?.textContent).toContain('Notice 10');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(titles()).toHaveLength(2);
  });

  it('shows the selected title with sanitised HTML, and collapses it on a second click', () => {
    render(<AnnouncementBrowser items={items} initialIndex={null} />);
    expect(screen.getByText('Choose a title to read it.')).toBeTruthy();
    const third = titles()[2];
    if (!third) throw new Error('missing title');
    fireEvent.click(third);
    expect(third.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Notice 3' })).toBeTruthy();
    expect(screen.getByText('Body 3')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    fireEvent.click(third);
    expect(third.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Notice 3' })).toBeNull();
  });

  it('opens at the page of the given index', () => {
    render(<AnnouncementBrowser items={items} initialIndex={12} />);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notice 13' })).toBeTruthy();
  });
});
