import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFeatureFolders } from '../../scripts/feature-fences.ts';

const root = path.resolve(import.meta.dirname, '../..');
const appSource = fs.readFileSync(path.join(root, 'src/server/app.ts'), 'utf8');

describe('the feature module contract (decision 341)', () => {
  const folders = listFeatureFolders(root, 'server');

  it.each(folders)('%s has one <feature>.feature.ts whose create… app.ts lists', async (name) => {
    const file = path.join(root, 'src/server/features', name, `${name}.feature.ts`);
    expect(fs.existsSync(file), `${file} is missing`).toBe(true);
    const module = (await import(file)) as Record<string, unknown>;
    const creators = Object.keys(module).filter(
      (key) => /^create[A-Z]/.test(key) && typeof module[key] === 'function',
    );
    expect(creators, `${name}.feature.ts exports one create<Feature>`).toHaveLength(1);
    expect(appSource).toContain(`#server/features/${name}/${name}.feature.ts`);
  });

  it('keeps app.ts to composition: no feature file but the modules, and under 150 lines', () => {
    const featureImports = [...appSource.matchAll(/#server\/features\/([^'"]+)/g)].map(
      (match) => match[1]!,
    );
    const others = featureImports.filter((file) => !/^([a-z-]+)\/\1\.feature\.ts$/.test(file));
    // The district details every feature reads are the one port app.ts makes itself.
    expect(others).toEqual(['content/district-details.ts']);
    expect(appSource.split('\n').length).toBeLessThan(150);
  });
});
