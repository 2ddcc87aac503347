// The fences around every feature folder (issue 41), generated from the folders, so a feature is
// fenced on the day it is made. A feature's code imports no other feature; what several features
// need lives outside `features/` (src/server/db, src/server/ports, src/server/html,
// src/web/components…), and app.ts connects the features. Tests may set up another feature's rows.
import fs from 'node:fs';
import path from 'node:path';

export const FENCED_SIDES = ['server', 'web'] as const;
export type FencedSide = (typeof FENCED_SIDES)[number];

export interface FencedFeature {
  side: FencedSide;
  name: string;
}

/** Feature folders under `src/<side>/features`, sorted. */
export function listFeatureFolders(root: string, side: FencedSide): string[] {
  const dir = path.join(root, 'src', side, 'features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every fenced feature as `{ side, name }`. */
export function listFencedFeatures(root: string): FencedFeature[] {
  return FENCED_SIDES.flatMap((side) =>
    listFeatureFolders(root, side).map((name): FencedFeature => ({ side, name })),
  );
}

/**
 * `import/no-restricted-paths` zones, one per feature: no relative import reaches another feature
 * folder (the plugin resolves relative paths, not the package's `#` imports).
 */
export function featureFenceZones(root: string) {
  return listFencedFeatures(root).map(({ side, name }) => ({
    target: `./src/${side}/features/${name}`,
    from: `./src/${side}/features`,
    except: [`./${name}`],
  }));
}

/** ESLint config blocks, one per feature: its files import no `#<side>/features/<other>/…`. */
export function featureFenceConfigs(root: string) {
  return listFencedFeatures(root).map(({ side, name }) => ({
    files: [`src/${side}/features/${name}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^#${side}/features/(?!${name}/)`,
              message: `A feature imports no other feature (issue 41): move what ${name} shares to src/${side} outside features/, or connect it in app.ts.`,
            },
          ],
        },
      ],
    },
  }));
}
