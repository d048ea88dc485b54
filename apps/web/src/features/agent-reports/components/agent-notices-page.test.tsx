import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubWire } from '@/test/wire-stub';
import { AgentNoticesPage } from './agent-notices-page';
import { setUpReportTests, showPage, texts } from './report.test-support';

const NOTICES = '/wps/relay/MCSFE_getAgentAnnouncements';

beforeAll(setUpReportTests);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notice = (id: number) => ({
  id,
  title: `Notice ${id}`,
  content: `<p>Body of <b>${id}</b></p><img src=x onerror="alert(1)">`,
  externalLink: null,
});

describe('agent notices page', () => {
  it('opens and closes a notice, 9 titles a page', async () => {
    stubWire({ [NOTICES]: () => Array.from({ length: 11 }, (_, i) => notice(i + 1)) });
    showPage(<AgentNoticesPage />);
    const first = await screen.findByRole('button', { name: 'Notice 1' });
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const body = screen.getByText('Body of', { exact: false });
    expect(body.closest('div')?.innerHTML).not.toContain('onerror');
    fireEvent.click(first);
    expect(screen.queryByText('Body of', { exact: false })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Notice 11' })).toBeTruthy();
  });

  it('says when there is none', async () => {
    stubWire({ [NOTICES]: () => [] });
    showPage(<AgentNoticesPage />);
    expect(await screen.findByText(texts.notices.empty)).toBeTruthy();
  });
});
