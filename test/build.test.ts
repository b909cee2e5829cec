/**
 * What `npm run build` produces is what clasp pushes and Apps Script runs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageInfo } from '../scripts/build.mjs';
import { DIST } from './support/addon-harness';

const root = join(DIST, '..');

describe('dist/', () => {
  const code = readFileSync(join(DIST, 'Code.js'), 'utf8');
  const entry = readFileSync(join(root, 'src', 'addon', 'entry.ts'), 'utf8');
  const globals = [...entry.matchAll(/^global\.(\w+) = /gm)].map((match) => match[1]!);

  it('has a real top-level function for every entry point the add-on exposes', () => {
    expect(globals).toEqual(expect.arrayContaining(['onOpen', 'onInstall', 'onEdit', 'menuPairNextRound', 'getSettings', 'pairNextRound']));
    for (const name of globals) expect(code).toMatch(new RegExp(`^function ${name}\\(`, 'm'));
  });

  it('registers only menu items whose functions are top-level', () => {
    const menus = ['server.ts', 'help.ts'].map((file) => readFileSync(join(root, 'src', 'addon', file), 'utf8')).join('\n');
    const menuFunctions = [...menus.matchAll(/functionName: '(\w+)'/g)].map((match) => match[1]!);
    expect(menuFunctions).toContain('menuHelpDiagnostic');
    expect(menuFunctions.length).toBeGreaterThan(3);
    for (const name of menuFunctions) expect(globals).toContain(name);
  });

  it('is es2020 without Node globals', () => {
    expect(code).not.toMatch(/\brequire\(|\bprocess\.env|\bimport\.meta\b/);
  });

  it('inlines the sidebar script and styles into one file with no external resources', () => {
    const html = readFileSync(join(DIST, 'Sidebar.html'), 'utf8');
    expect(html).toContain('<style>');
    expect(html).toContain('<script>');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=/);
    // The one address in it is the instructions' link in the footer, which loads nothing until clicked.
    const { homepage } = packageInfo();
    expect(html.match(/https?:\/\/(?!www\.w3\.org)[^\s"'<>]*/g)).toEqual([homepage]);
    expect(html).toContain(`<a href="${homepage}" target="_blank" rel="noopener">Instructions</a>`);
  });

  it('asks for the minimal scopes and runs on V8', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'appsscript.json'), 'utf8'));
    expect(manifest.runtimeVersion).toBe('V8');
    expect(manifest.oauthScopes).toEqual([
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
      'https://www.googleapis.com/auth/script.container.ui',
    ]);
  });

  it('is exactly what clasp would push (checked offline)', () => {
    const status = JSON.parse(
      execFileSync(join(root, 'node_modules', '.bin', 'clasp'), ['show-file-status', '--json'], { cwd: root, encoding: 'utf8' }),
    );
    expect(status.filesToPush.sort()).toEqual(['dist/Code.js', 'dist/Sidebar.html', 'dist/appsscript.json']);
  });
});
