import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { lazyWithTimeout } from './lazy-with-timeout.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('boom');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a way back when a page fails to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/x">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('gives up on route code that has not arrived after the time limit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Never = lazyWithTimeout(() => new Promise<never>(() => {}), 50);
    render(
      <RouteErrorBoundary resetKey="/permits">
        <Suspense fallback={<p>Loading…</p>}>
          <Never />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'This page could not be shown' }),
    ).toBeInTheDocument();
  });
});
