import { describe, expect, it } from 'vitest';
import { SitePathSchema } from './content-fields.ts';

describe('SitePathSchema', () => {
  it.each(['/contact', '/permits/applications', '/about#stations', '/a/b-c_d/'])(
    'accepts the path %s on this site',
    (path) => {
      expect(SitePathSchema.safeParse(path).success).toBe(true);
    },
  );

  it.each(['//1572395042/x', '//evil.example/x', '/\\evil.example', '\\\\evil.example', '\\x'])(
    'refuses %s, which a browser reads as another site',
    (path) => {
      const result = SitePathSchema.safeParse(path);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Enter a path on this site that starts with /, such as /contact.',
      );
    },
  );
});
