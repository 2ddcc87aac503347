import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageViewer, parsePageIndex } from './image-viewer.tsx';

const PAGES = Array.from({ length: 3 }, (_, index) => ({
  href: `/documents/pages/page-${index + 1}.svg`,
  alt: `Page ${index + 1} text`,
}));

beforeAll(() => {
  // jsdom has <dialog> but not its modal API.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('parsePageIndex', () => {
  it('accepts only whole indices of existing pages', () => {
    expect(parsePageIndex('0', 22)).toBe(0);
    expect(parsePageIndex('21', 22)).toBe(21);
    for (const bad of ['22', '-1', '1.5', '', 'abc', '1e1', ' 3'])
      expect(parsePageIndex(bad, 22)).toBeUndefined();
  });
});

describe('ImageViewer', () => {
  it('starts on page 1 with Previous disabled and stops Next on the last page', async () => {
    const user = userEvent.setup();
    render(<ImageViewer id="test" title="Forms" pages={PAGES} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Forms' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 1 text' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
  });

  it('tells its owner when the Close button closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ImageViewer id="test" title="Forms" pages={PAGES} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
