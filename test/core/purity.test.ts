/**
 * The pure core knows nothing of Apps Script or Node: no globals that Apps
 * Script lacks, no spreadsheet services, no unseeded randomness, no clock.
 * (The bundle runs in Apps Script's V8, where `process` does not exist.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = join(__dirname, '..', '..', 'src', 'core');

function sources(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.ts') ? [path] : [];
  });
}

const FORBIDDEN: [RegExp, string][] = [
  [/\bprocess\./, 'process (Node only)'],
  [/\brequire\(/, 'require (Node only)'],
  [/from 'node:/, 'a Node module'],
  [/\b(SpreadsheetApp|HtmlService|LockService|PropertiesService|UrlFetchApp)\b/, 'an Apps Script service'],
  [/\bMath\.random\b/, 'unseeded randomness (use src/core/random.ts)'],
  [/\bDate\.now\b|\bnew Date\(\)/, 'the clock'],
];

describe('src/core', () => {
  const files = sources(CORE);
  it('has sources to check', () => expect(files.length).toBeGreaterThan(20));
  for (const file of files) {
    it(`${file.slice(CORE.length + 1)} is pure`, () => {
      const text = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/)/.test(line))
        .join('\n');
      const found = FORBIDDEN.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
      expect(found).toEqual([]);
    });
  }
});
