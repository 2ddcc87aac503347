import { describe, expect, it } from 'vitest';
import './zod-without-eval.ts';
import { z } from 'zod';

describe('zod-without-eval', () => {
  it('turns on zod’s jitless mode without the page importing zod itself', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
  });
});
