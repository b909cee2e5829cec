/**
 * release/ is what organisers paste into the Apps Script editor, committed so
 * that it can be copied from the repository's web page. It must be exactly
 * what `npm run release` builds from the source now, and that build must give
 * the same bytes on any machine: in another folder, time zone and language.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packageInfo } from '../../scripts/build.mjs';
import { releaseFiles } from '../../scripts/release.mjs';
import { RELEASE, releaseFilesOnDisk } from '../support/release-harness';

const root = join(RELEASE, '..');

describe('release/', async () => {
  const fresh = await releaseFiles();
  const committed = releaseFilesOnDisk();

  it('is as long as the README tells the organiser who pastes Code.gs (within a tenth)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const said = Number(/It is long \(about (\d+) KB\)/.exec(readme)![1]);
    const kilobytes = Buffer.byteLength(committed['Code.gs']!) / 1000;
    expect(Math.abs(kilobytes - said) / kilobytes, `Code.gs is ${kilobytes.toFixed(0)} KB: say so in the README's step 4`).toBeLessThan(0.1);
  });

  it('holds exactly the three files the editor shows, under its names', () => {
    expect(Object.keys(committed)).toEqual(['Code.gs', 'Sidebar.html', 'appsscript.json']);
  });

  it('is what npm run release builds from the source now (run it and commit release/ when this fails)', () => {
    for (const name of Object.keys(fresh) as (keyof typeof fresh)[]) {
      const same = committed[name] === fresh[name];
      expect(same, `release/${name} differs from a fresh build: run npm run release and commit release/`).toBe(true);
    }
  });

  it('builds the same bytes from another folder, time zone and language', () => {
    const script = `import(${JSON.stringify(pathToFileURL(join(root, 'scripts', 'release.mjs')).href)}).then((m) => m.releaseFiles()).then((files) => process.stdout.write(JSON.stringify(files)))`;
    const elsewhere = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: tmpdir(),
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, TZ: 'Pacific/Kiritimati', LANG: 'de_DE.UTF-8', LC_ALL: 'de_DE.UTF-8' },
      }),
    );
    expect(elsewhere).toEqual(fresh);
  });

  it('names no path of the machine that built it and no time of building', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [name, text] of Object.entries(fresh)) {
      expect(text.includes(root), `${name} names the build folder`).toBe(false);
      expect(text, name).not.toMatch(/\/home\/|\/Users\/|[A-Z]:\\\\|\/tmp\//);
      expect(text.includes(today), `${name} holds today's date`).toBe(false);
    }
  });

  it('begins each file that can hold a comment with the version and where the source is', () => {
    const { version, source, homepage } = packageInfo();
    expect(version).toBe(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
    const code = committed['Code.gs']!.split('\n').slice(0, 4).join('\n');
    expect(code).toMatch(new RegExp(`^// Sheetmate ${version.replace(/\./g, '\\.')}: `));
    expect(code).toContain(`// Source: ${source} `);
    expect(code).toContain(homepage);
    const html = committed['Sidebar.html']!;
    expect(html.startsWith(`<!DOCTYPE html>\n<!--\n  Sheetmate ${version}: `)).toBe(true);
    expect(html.slice(0, 600)).toContain(`Source: ${source} `);
  });

  it('carries the manifest as it is in the repository (JSON holds no comment)', () => {
    expect(committed['appsscript.json']).toBe(readFileSync(join(root, 'appsscript.json'), 'utf8'));
  });

  it('is the code the bundle tests run: dist/ under the release header', async () => {
    const { buildFiles } = await import('../../scripts/build.mjs');
    const built = await buildFiles();
    expect(committed['Code.gs']!.endsWith(built['Code.js'].replace(/^\/\/[^\n]*\n/, ''))).toBe(true);
    expect(committed['Sidebar.html']!.endsWith(built['Sidebar.html'].replace('<!DOCTYPE html>\n', ''))).toBe(true);
  });
});
