import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type {
  RecordsQueueItem,
  RecordsRequestDetailResponse,
} from '#domain/records/records-api.ts';
import { RecordsRequestsPage } from './records-requests-page.tsx';
import { answer } from '#tests/support/json-answer.ts';

const QUEUE_ITEM: RecordsQueueItem = {
  id: 'r-1',
  requestNumber: 'GR-2026-123456',
  status: 'appealed',
  statusLabel: 'Appealed',
  requesterName: 'Dana Reporter',
  description: 'Incident reports',
  receivedAt: '2026-11-16T17:00:00.000Z',
  dueDay: '2026-12-01',
  appealDueDay: '2026-12-16',
  hasAppeal: true,
  businessDaysLeft: 10,
  isOverdue: false,
};

const DETAIL: RecordsRequestDetailResponse = {
  request: {
    id: 'r-1',
    requestNumber: 'GR-2026-123456',
    status: 'appealed',
    requesterName: 'Dana Reporter',
    email: 'dana@example.org',
    phone: '',
    mailingAddress: 'PO Box 12, Kamas, UT 84036',
    description: 'Incident reports',
    fromDay: null,
    toDay: null,
    format: 'electronic',
    feeWaiverRequested: 0,
    feeWaiverReason: '',
    expediteRequested: 0,
    expediteGround: null,
    expediteReason: '',
    isExpedited: 0,
    receivedAt: '2026-11-16T17:00:00.000Z',
    receivedDay: '2026-11-16',
    dueDay: '2026-12-01',
    pausedBusinessDays: 0,
    isInPublicLog: 1,
    logSubject: null,
    respondedAt: null,
    feeCents: null,
    feeDescription: '',
    feePayUrl: null,
    feeWaiverDecision: null,
    withheld: '',
    appealedAt: '2026-12-02T20:00:00.000Z',
    appealKind: 'access',
    appealDueDay: '2026-12-16',
    language: 'es',
  },
  timeline: [],
  emails: [
    {
      template: 'records-request-received',
      status: 'sent',
      createdAt: '2026-11-16T17:00:00.000Z',
      sentAt: '2026-11-16T17:00:01.000Z',
      subject: 'Records request GR-2026-123456 received',
      bodyText: 'Hello Dana Reporter,\n\nWe received your public records request.',
    },
    {
      template: 'records-request-extended',
      status: 'queued',
      createdAt: '2026-11-17T17:00:00.000Z',
      sentAt: null,
      subject: null,
      bodyText: null,
    },
  ],
  files: [],
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RecordsRequestsPage onUnauthorized={() => {}} canDecideAppeals />
    </MemoryRouter>,
  );
}

describe('RecordsRequestsPage and the appeal clock (decision 302)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        answer(
          200,
          String(url).endsWith('/r-1')
            ? DETAIL
            : { requests: [QUEUE_ITEM], page: 1, perPage: 50, total: 1 },
        ),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows an appealed request against its appeal decision day, not the first deadline', async () => {
    renderAt('/admin/records');
    const table = await screen.findByRole('table', { name: 'Records requests, overdue first' });
    const row = within(table).getByRole('row', { name: /GR-2026-123456/ });
    expect(row).toHaveTextContent('Appeal decision 2026-12-16');
    expect(row).toHaveTextContent('10 business days left');
    expect(row).not.toHaveTextContent('Overdue');
  });

  it('shows the appeal, its decision due day, and the subject and text of each e-mail sent', async () => {
    renderAt('/admin/records?request=r-1');
    expect(await screen.findByText('Appeal decision due')).toBeVisible();
    expect(screen.getByText(/^2026-12-16 \(Utah Code 63G-2-401\(5\)/)).toBeVisible();
    expect(screen.getByText(/^Denial of access, received/)).toBeVisible();
    // The requester filed on the Spanish form (decision 326): staff see the language.
    expect(screen.getByText('Language').nextElementSibling).toHaveTextContent('Spanish');
    const emails = screen.getByRole('table', { name: 'E-mails about this request' });
    expect(within(emails).getByText('Records request GR-2026-123456 received')).toBeVisible();
    expect(within(emails).getByText(/We received your public records request/)).toBeInTheDocument();
    expect(within(emails).getByText('Not kept')).toBeVisible();
  });
});
