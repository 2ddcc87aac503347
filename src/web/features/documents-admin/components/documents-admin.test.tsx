import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { LibraryDocument } from '#domain/documents/document-library.schema.ts';
import { DocumentsAdmin } from './documents-admin.tsx';

const BUDGET: LibraryDocument = {
  id: 'doc-1',
  key: 'budget-2026',
  title: 'Budget 2026',
  href: '/documents/budget-2026.pdf',
  description: 'The adopted budget.',
  date: '2026-06-01',
  category: 'financial-reports',
  contentType: 'application/pdf',
  financialKind: null,
  effectiveDate: null,
  fiscalYear: null,
  sizeBytes: 1200,
  fileName: 'budget-2026.pdf',
  state: 'published',
  version: 1,
  accessibilityWarnings: [],
  updatedAt: '2026-06-01T12:00:00.000Z',
};

describe('DocumentsAdmin', () => {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  let library: LibraryDocument[];
  beforeEach(() => {
    sent.length = 0;
    library = [BUDGET];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        if (method === 'GET') return Response.json({ documents: library });
        const body = JSON.parse(String(init.body)) as { state: LibraryDocument['state'] };
        sent.push({ method, url, body });
        library = [{ ...BUDGET, state: body.state, version: 2 }];
        return Response.json(library[0]);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers only the states a document is not in, each button naming the document', async () => {
    render(<DocumentsAdmin onUnauthorized={vi.fn()} />);
    const card = await screen.findByRole('article', { name: 'Budget 2026' });
    expect(within(card).queryByRole('button', { name: /^Publish ?Budget 2026$/ })).toBeNull();
    expect(within(card).getByRole('button', { name: /^Unpublish ?Budget 2026$/ })).toHaveClass(
      'button--secondary',
    );
    expect(within(card).getByRole('button', { name: /^Archive ?Budget 2026$/ })).toBeVisible();
  });

  it('archives a document and says so, then offers to publish it again', async () => {
    const user = userEvent.setup();
    render(<DocumentsAdmin onUnauthorized={vi.fn()} />);
    const card = await screen.findByRole('article', { name: 'Budget 2026' });
    await user.click(within(card).getByRole('button', { name: /^Archive ?Budget 2026$/ }));
    expect(sent).toEqual([
      { method: 'PUT', url: '/api/documents/doc-1/state', body: { state: 'archived' } },
    ]);
    expect(await screen.findByText('Archived Budget 2026.')).toHaveAttribute('role', 'status');
    const publish = await screen.findByRole('button', { name: /^Publish ?Budget 2026$/ });
    expect(publish).not.toHaveClass('button--secondary');
    expect(screen.queryByRole('button', { name: /^Archive ?Budget 2026$/ })).toBeNull();
  });
});
