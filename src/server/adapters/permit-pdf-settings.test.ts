import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPermitLogo, loadPermitWording } from './permit-pdf-settings.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'permit-settings-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const svg = (fill: string) =>
  `<svg viewBox="0 0 10 10"><path d="M0 0h10v10H0z" fill="${fill}"/></svg>`;

describe('the configured logo and wording files, read once while unchanged (issue 26)', () => {
  it('uses a replaced logo or wording file at the next permit, without a restart', async () => {
    const dir = tempDir();
    const logo = path.join(dir, 'mark.svg');
    const wording = path.join(dir, 'wording.json');
    fs.writeFileSync(logo, svg('#aa0000'));
    fs.writeFileSync(wording, JSON.stringify({ propane: { conditions: ['Keep it shut.'] } }));
    expect(await loadPermitLogo(logo)).toMatchObject({ paths: [{ fill: '#aa0000' }] });
    expect((await loadPermitWording(wording)).propane?.conditions).toEqual(['Keep it shut.']);

    fs.writeFileSync(logo, svg('#00bb00ff'));
    fs.writeFileSync(wording, JSON.stringify({ propane: { conditions: ['Keep it open.', 'x'] } }));
    expect(await loadPermitLogo(logo)).toMatchObject({ paths: [{ fill: '#00bb00ff' }] });
    expect((await loadPermitWording(wording)).propane?.conditions).toEqual(['Keep it open.', 'x']);
  });

  it('still refuses a file replaced by one it cannot use', async () => {
    const dir = tempDir();
    const wording = path.join(dir, 'wording.json');
    fs.writeFileSync(wording, JSON.stringify({ propane: { conditions: ['Keep it shut.'] } }));
    await loadPermitWording(wording);
    fs.writeFileSync(wording, 'not json at all');
    await expect(loadPermitWording(wording)).rejects.toThrow('the file is not valid JSON');
    fs.rmSync(wording);
    await expect(loadPermitWording(wording)).rejects.toThrow(/ENOENT/);
  });
});
