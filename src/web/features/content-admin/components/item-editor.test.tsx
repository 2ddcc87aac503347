import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItemDetail } from '#domain/content/content-api.ts';
import { SEED_DISTRICT } from '#domain/content/seed-district.ts';
import { SEED_PAGES } from '#domain/content/seed-content.ts';
import type { SitePageData } from '#domain/content/site-page-data.ts';
import { SitePageDataProvider } from '#web/lib/site-page-data.tsx';
import { getContentItem, getSpanishItem, saveContentItem } from '../api/content-api.ts';
import { ItemEditor } from './item-editor.tsx';

vi.mock('../api/content-api.ts', () => ({
  getContentItem: vi.fn(),
  saveContentItem: vi.fn(),
  previewContent: vi.fn(),
  restoreContentVersion: vi.fn(),
  // The Spanish beside the English has its own test (spanish-editor.test.tsx).
  getSpanishItem: vi.fn(() => new Promise(() => undefined)),
}));

const OPENING = {
  title: 'Seasonal Wildland Firefighter',
  type: 'Seasonal',
  status: 'Open' as const,
  description: 'Fight wildland fires across the district from May to October.',
  requirements: ['Red card (NWCG FFT2)'],
  closingDate: '2099-04-15',
  applyHref: '',
};

function careersDetail(): ContentItemDetail {
  const published = SEED_PAGES.careers;
  return {
    id: 'careers',
    kind: 'page',
    name: 'Careers',
    publishedNumber: 1,
    latestNumber: 2,
    updatedAt: '2026-11-24T10:00:00.000Z',
    // The newest version, a draft, adds an open position the published page does not have.
    data: { ...published, positions: [OPENING, ...published.positions] },
    publishedData: published,
    latestVersionId: 'v2',
    viewPath: '/recruitment-and-hiring',
    versions: [],
  } as ContentItemDetail;
}

describe('the careers editor', () => {
  beforeEach(() => {
    vi.mocked(getContentItem).mockResolvedValue(careersDetail());
    vi.mocked(saveContentItem).mockResolvedValue(careersDetail());
  });

  it('offers Notify subscribers with a preview of the job opening e-mail, and publishes with it', async () => {
    const data = { district: SEED_DISTRICT } as unknown as SitePageData;
    render(
      <SitePageDataProvider data={data}>
        <ItemEditor itemId="careers" onUnauthorized={() => undefined} />
      </SitePageDataProvider>,
    );
    const box = await screen.findByRole('checkbox', { name: 'Notify subscribers' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/e-mail the jobs list about each position/);
    await userEvent.click(box);
    await userEvent.click(screen.getByText('Preview the e-mail'));
    expect(
      screen.getByText(/Fight wildland fires across the district from May to October\./, {
        selector: 'pre',
      }),
    ).toBeVisible();
    expect(screen.getByText('Subject:').parentElement).toHaveTextContent(
      /^Subject: Job opening: Seasonal Wildland Firefighter \(Seasonal\)/,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => {
      expect(saveContentItem).toHaveBeenCalledWith(
        'careers',
        expect.objectContaining({ positions: expect.arrayContaining([OPENING]) }),
        true,
        true,
      );
    });
    // Published: the box is unticked again, so the next publish does not notify by accident.
    await waitFor(() => {
      expect(screen.getByRole('checkbox', { name: 'Notify subscribers' })).not.toBeChecked();
    });
  });
});

describe('the district details editor', () => {
  const districtDetail = (publishedNumber: number) =>
    ({
      id: 'district',
      kind: 'district',
      name: 'District details',
      publishedNumber,
      latestNumber: publishedNumber,
      updatedAt: '2026-11-24T10:00:00.000Z',
      data: SEED_DISTRICT,
      publishedData: SEED_DISTRICT,
      latestVersionId: `v${publishedNumber}`,
      viewPath: null,
      versions: [],
    }) as unknown as ContentItemDetail;

  it('reads the Spanish of its words again once the English is published (decision 331)', async () => {
    vi.mocked(getContentItem).mockResolvedValue(districtDetail(1));
    vi.mocked(saveContentItem).mockResolvedValue(districtDetail(2));
    vi.mocked(getSpanishItem).mockClear();
    const data = { district: SEED_DISTRICT } as unknown as SitePageData;
    render(
      <SitePageDataProvider data={data}>
        <ItemEditor itemId="district" onUnauthorized={() => undefined} />
      </SitePageDataProvider>,
    );
    await waitFor(() => {
      expect(getSpanishItem).toHaveBeenCalledTimes(1);
    });
    expect(getSpanishItem).toHaveBeenCalledWith('district');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => {
      expect(getSpanishItem).toHaveBeenCalledTimes(2);
    });
  });
});
