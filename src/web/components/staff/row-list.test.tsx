import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RowList } from './row-list.tsx';

function Windows({ initial, minRows }: { initial: number; minRows?: number }) {
  const [rows, setRows] = useState(() =>
    Array.from({ length: initial }, (_, index) => ({ id: `row-${index}` })),
  );
  return (
    <RowList
      rows={rows}
      rowName="Window"
      addLabel="Add window"
      minRows={minRows}
      maxRows={3}
      emptyText="No windows."
      onAdd={() => setRows((current) => [...current, { id: `row-${Date.now()}` }])}
      onRemove={(index) => setRows((current) => current.filter((_, at) => at !== index))}
      renderRow={(index, name) => (
        <label>
          {`${name} from`}
          <input />
        </label>
      )}
    />
  );
}

describe('RowList', () => {
  it('numbers each row in its legend and its Remove button', () => {
    render(<Windows initial={2} />);
    const second = screen.getByRole('group', { name: 'Window 2' });
    expect(within(second).getByLabelText('Window 2 from')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Remove window 2' })).toBeInTheDocument();
  });

  it('keeps the last rows it needs and offers Add only below the most rows', async () => {
    const user = userEvent.setup();
    render(<Windows initial={1} minRows={1} />);
    expect(screen.queryByRole('button', { name: 'Remove window 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add window' }));
    await user.click(screen.getByRole('button', { name: 'Add window' }));
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add window' })).not.toBeInTheDocument();
  });

  it('moves focus to Add once a row is removed, and says when the list is empty', async () => {
    const user = userEvent.setup();
    render(<Windows initial={3} />);
    await user.click(screen.getByRole('button', { name: 'Remove window 3' }));
    expect(screen.getByRole('button', { name: 'Add window' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove window 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove window 1' }));
    expect(screen.getByText('No windows.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add window' })).toHaveFocus();
  });
});
