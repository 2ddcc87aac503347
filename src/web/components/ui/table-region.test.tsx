import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableRegion } from './table-region.tsx';

describe('TableRegion', () => {
  it('draws the column headings it is given as the head row, before the body', () => {
    render(
      <TableRegion caption="News posts" columns={['Title', 'Date']}>
        <tbody>
          <tr>
            <td>Burn season opens</td>
            <td>2026-03-02</td>
          </tr>
        </tbody>
      </TableRegion>,
    );
    const table = screen.getByRole('table', { name: 'News posts' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Title', 'Date']);
    expect(headings[0]).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('cell', { name: 'Burn season opens' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'News posts' })).toHaveAttribute('tabindex', '0');
  });
});
