import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageNav } from './page-nav.tsx';

function Notices({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return <PageNav label="Pages of notices" info={{ page, perPage: 50, total }} onPage={setPage} />;
}

describe('PageNav', () => {
  it('shows nothing while every row fits on one page', () => {
    render(<Notices total={50} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('moves through 205 rows by next and previous, each stopping at its end', async () => {
    const user = userEvent.setup();
    render(<Notices total={205} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of notices' });
    expect(nav).toHaveTextContent('Page 1 of 5');
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    for (let page = 2; page <= 5; page += 1) {
      await user.click(next);
      expect(nav).toHaveTextContent(`Page ${page} of 5`);
    }
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(nav).toHaveTextContent('Page 4 of 5');
  });
});
