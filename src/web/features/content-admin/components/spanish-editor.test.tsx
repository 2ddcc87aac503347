import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpanishItem } from '#domain/content/spanish-content.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { getSpanishItem, saveSpanishBlock } from '../api/content-api.ts';
import { SpanishEditor } from './spanish-editor.tsx';

vi.mock('../api/content-api.ts', () => ({ getSpanishItem: vi.fn(), saveSpanishBlock: vi.fn() }));

const item: SpanishItem = {
  itemId: 'contact',
  name: 'Contact Us',
  blocks: [
    { block: 'title', english: 'Contact Us', spanish: null, state: 'missing' },
    {
      block: 'emergency',
      english: { title: 'Emergency', body: 'Call 911.' },
      spanish: {
        text: { title: 'Emergencia', body: 'Llame al 911.' },
        source: { title: 'Emergency', body: 'Call 9-1-1.' },
      },
      state: 'out-of-date',
    },
  ],
};

describe('the Spanish beside the English', () => {
  beforeEach(() => {
    vi.mocked(getSpanishItem).mockResolvedValue(item);
  });

  it('labels each Spanish field as Spanish, in lang="es", beside the published English', async () => {
    render(<SpanishEditor itemId="contact" onUnauthorized={() => undefined} />);
    const title = await screen.findByRole('form', { name: /^Title/ });
    expect(within(title).getByText('Spanish missing')).toBeVisible();
    expect(within(title).getByText('Contact Us').closest('[lang]')).toHaveAttribute('lang', 'en');
    // A missing Spanish starts from the English, to be written over.
    expect(within(title).getByLabelText('Spanish title')).toHaveValue('Contact Us');
    expect(within(title).getByLabelText('Spanish title')).toHaveAttribute('lang', 'es');
    const emergency = screen.getByRole('form', { name: /^Emergency/ });
    expect(within(emergency).getByText('Spanish out of date')).toBeVisible();
    // An out-of-date Spanish starts from what staff wrote before.
    expect(within(emergency).getByLabelText('Spanish body')).toHaveValue('Llame al 911.');
    expect(screen.getByText(/2 parts need Spanish\./)).toBeVisible();
  });

  it('saves a block with the English it translates, and shows the field message the server gives', async () => {
    vi.mocked(saveSpanishBlock).mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION_FAILED', 'Check the fields.', {
        title: 'Write the Spanish: this is still the English.',
      }),
    );
    render(<SpanishEditor itemId="contact" onUnauthorized={() => undefined} />);
    const title = await screen.findByRole('form', { name: /^Title/ });
    await userEvent.click(within(title).getByRole('button', { name: 'Save Spanish title' }));
    expect(
      await within(title).findByRole('link', {
        name: /Write the Spanish: this is still the English\./,
      }),
    ).toHaveAttribute('href', '#field-es-title');

    vi.mocked(saveSpanishBlock).mockResolvedValueOnce({
      ...item,
      blocks: [
        {
          block: 'title',
          english: 'Contact Us',
          spanish: { text: 'Contáctenos', source: 'Contact Us' },
          state: 'current',
        },
        item.blocks[1]!,
      ],
    });
    const field = within(title).getByLabelText('Spanish title');
    await userEvent.clear(field);
    await userEvent.type(field, 'Contáctenos');
    await userEvent.click(within(title).getByRole('button', { name: 'Save Spanish title' }));
    await waitFor(() => {
      expect(saveSpanishBlock).toHaveBeenLastCalledWith(
        'contact',
        'title',
        'Contáctenos',
        'Contact Us',
      );
    });
    expect(await within(title).findByText('Spanish current')).toBeVisible();
    expect(within(title).getByRole('status')).toHaveTextContent(
      'Saved. The Spanish page shows it now.',
    );
  });
});
