import { describe, expect, it } from 'vitest';
import { createAppEvents } from './app-events.ts';

const allowed = { day: '2026-12-03' } as never;

describe('app events', () => {
  it('runs every handler of an event in the order the features added them, and waits for them', async () => {
    const events = createAppEvents();
    const seen: string[] = [];
    events.on('burn.noBurning', async ({ actor }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`notice by ${actor}`);
    });
    events.on('burn.noBurning', () => {
      seen.push('cap');
    });
    events.on('burn.burningAllowed', () => {
      seen.push('not this one');
    });
    await events.emit('burn.noBurning', { status: allowed, actor: 'marshal' });
    expect(seen).toEqual(['notice by marshal', 'cap']);
    expect(events.count('burn.noBurning')).toBe(2);
    expect(events.count('content.restored')).toBe(0);
  });

  it('rejects with a failing handler’s error and runs none after it, as a direct call would', async () => {
    const events = createAppEvents();
    const seen: string[] = [];
    events.on('content.restored', () => {
      throw new Error('CAP index unavailable');
    });
    events.on('content.restored', () => {
      seen.push('after');
    });
    await expect(events.emit('content.restored', { itemId: 'alert' })).rejects.toThrow(
      'CAP index unavailable',
    );
    expect(seen).toEqual([]);
  });

  it('emits an event nobody handles without failing', async () => {
    await expect(
      createAppEvents().emit('content.restored', { itemId: 'home' }),
    ).resolves.toBeUndefined();
  });
});
