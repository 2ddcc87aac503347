import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { featureFenceConfigs, listFencedFeatures } from './feature-fences.ts';

// Issue 41: every feature folder is fenced by `npm run lint`, generated from the folders.

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const features = listFencedFeatures(root);

async function fenceMessagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the feature fences', () => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds every feature folder of the server and the browser', () => {
    const onDisk = (side: string) =>
      fs
        .readdirSync(path.join(root, 'src', side, 'features'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${side}/${entry.name}`);
    expect(features.map(({ side, name }) => `${side}/${name}`).sort()).toEqual(
      [...onDisk('server'), ...onDisk('web')].sort(),
    );
    expect(features.length).toBeGreaterThan(20);
  });

  it('refuses, in every feature, an import of another feature and lets shared modules through', async () => {
    for (const { side, name } of features) {
      const other = features.find((feature) => feature.side === side && feature.name !== name);
      const file = `src/${side}/features/${name}/fence-probe.ts`;
      const crossing = await fenceMessagesFor(
        file,
        `import { x } from '#${side}/features/${other?.name}/x.ts';\nexport const y = x;\n`,
      );
      expect(crossing, `${side}/${name} importing ${other?.name}`).toHaveLength(1);
      expect(crossing[0]).toContain('A feature imports no other feature');
      const own = await fenceMessagesFor(
        file,
        `import { x } from '#${side}/features/${name}/x.ts';\nimport { z } from '#domain/z.ts';\nexport const y = [x, z];\n`,
      );
      expect(own, `${side}/${name} importing itself`).toEqual([]);
    }
  });

  it('fences a feature folder on the day it is made', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fences-'));
    made.push(scratch);
    fs.mkdirSync(path.join(scratch, 'src/server/features/chipper'), { recursive: true });
    fs.mkdirSync(path.join(scratch, 'src/web/features/chipper'), { recursive: true });
    const files = featureFenceConfigs(scratch).flatMap((config) => config.files);
    expect(files).toEqual([
      'src/server/features/chipper/**/*.{ts,tsx}',
      'src/web/features/chipper/**/*.{ts,tsx}',
    ]);
  });
});
