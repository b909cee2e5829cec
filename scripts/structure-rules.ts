/**
 * The size limits and the facts defined once, checked by
 * `scripts/check-structure.ts` (`npm run check`):
 *
 * - sizes: no folder of src/core holds more than 15 source files or 2,500
 *   lines (the engine's `dutch` and `matching` aside); src/addon is under
 *   1,000 lines; no function of src/, sidebar/ or playground/ is over 80
 *   lines, outside the matching algorithm (`dutch`, `matching`);
 * - facts defined once, in the code that reads and writes the workbook
 *   (src/core, src/sheets, src/addon):
 *   - the sheets' names and headers: `workbook/layout.ts` (no other module
 *     spells a sheet's name, a column header in an error's location, or an
 *     array of two or more headers);
 *   - the result notations (`1-0`, `½-½`, `+/-` and the ways of typing them):
 *     `workbook/results.ts`;
 *   - the points of a bye: `model.ts` (every bye made elsewhere takes its
 *     points from `byePoints` or `pointsFor`);
 *   - the name rule (NFC, spaces, case): `ids.ts` (no other module
 *     normalises Unicode to NFC, folds case by locale or declares a name
 *     comparison).
 *
 * The command line prints its own tables (src/cli) and the playground its
 * sample data (src/local): they are not the workbook's layout.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const FOLDER_FILES = 15;
const FOLDER_LINES = 2500;
const ADDON_LINES = 1000;
const FUNCTION_LINES = 80;
/** The matching algorithm: the engine's own folders, left to their own limits. */
const ENGINE = ['src/core/dutch', 'src/core/matching'];
const WORKBOOK_CODE = ['src/core/', 'src/sheets/', 'src/addon/'];

const LAYOUT = 'src/core/workbook/layout.ts';
const RESULTS = 'src/core/workbook/results.ts';
const MODEL = 'src/core/model.ts';
const IDS = 'src/core/ids.ts';
/** Where a bye may be given points other than through `byePoints`: a round robin's rest scores nothing, whatever the point system. */
const OWN_BYE_POINTS = new Set(['src/core/systems/round-robin.ts']);

interface Source {
  readonly file: string;
  readonly text: string;
  readonly tree: ts.SourceFile;
}

function tsFiles(root: string, directory: string): string[] {
  const path = join(root, directory);
  if (!existsSync(path)) return [];
  return readdirSync(path).flatMap((name) => {
    const child = join(directory, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(join(root, child)).isDirectory()) return tsFiles(root, child);
    return /\.ts$/.test(name) && !name.endsWith('.d.ts') ? [child.split('\\').join('/')] : [];
  });
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const inside = (file: string, folders: readonly string[]) => folders.some((folder) => file.startsWith(folder.endsWith('/') ? folder : `${folder}/`));

/** Every problem of size and of facts defined twice, as `file:line: what`. */
export function structureProblems(root: string): string[] {
  const files = ['src', 'sidebar', 'playground'].flatMap((folder) => tsFiles(root, folder));
  const sources = new Map<string, Source>(
    files.map((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return [file, { file, text, tree: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true) }];
    }),
  );
  return [...sizeProblems(sources), ...functionProblems(sources), ...factProblems(sources)];
}

function sizeProblems(sources: ReadonlyMap<string, Source>): string[] {
  const problems: string[] = [];
  const folders = new Map<string, Source[]>();
  for (const source of sources.values()) {
    if (!source.file.startsWith('src/core/')) continue;
    const folder = source.file.slice(0, source.file.lastIndexOf('/'));
    folders.set(folder, [...(folders.get(folder) ?? []), source]);
  }
  for (const [folder, members] of folders) {
    if (ENGINE.some((engine) => folder === engine || folder.startsWith(`${engine}/`))) continue;
    const lines = members.reduce((sum, source) => sum + lineCount(source.text), 0);
    if (members.length > FOLDER_FILES) problems.push(`${folder}/: ${members.length} source files, more than ${FOLDER_FILES}; split it by job`);
    if (lines > FOLDER_LINES) problems.push(`${folder}/: ${lines} lines, more than ${FOLDER_LINES}; split it by job`);
  }
  const addon = [...sources.values()].filter((source) => source.file.startsWith('src/addon/'));
  const addonLines = addon.reduce((sum, source) => sum + lineCount(source.text), 0);
  if (addonLines >= ADDON_LINES) problems.push(`src/addon/: ${addonLines} lines, ${ADDON_LINES} or more; decisions belong in src/core/actions`);
  return problems;
}

function functionProblems(sources: ReadonlyMap<string, Source>): string[] {
  const problems: string[] = [];
  for (const { file, tree } of sources.values()) {
    if (inside(file, ENGINE)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
        const first = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line;
        const last = tree.getLineAndCharacterOfPosition(node.end).line;
        if (last - first + 1 > FUNCTION_LINES) {
          const name = (node as { name?: ts.Node }).name?.getText(tree) ?? 'a function';
          problems.push(`${file}:${first + 1}: ${name} is ${last - first + 1} lines, more than ${FUNCTION_LINES}; split it`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return problems;
}

/** Walks every node of a file. */
function eachNode(tree: ts.SourceFile, visit: (node: ts.Node) => void): void {
  const walk = (node: ts.Node): void => {
    visit(node);
    ts.forEachChild(node, walk);
  };
  walk(tree);
}

const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** The sheets' names and the headers layout.ts defines. */
function layoutFacts(layout: Source): { sheets: Set<string>; headers: Set<string> } {
  const sheets = new Set<string>();
  const headers = new Set<string>();
  eachNode(layout.tree, (node) => {
    if (!isText(node)) return;
    const parent = node.parent;
    const owner = ts.isVariableDeclaration(parent) ? parent.name.getText(layout.tree) : '';
    if (/_SHEET$/.test(owner)) sheets.add(node.text);
    else if (/_HEADER$/.test(owner) || ts.isArrayLiteralExpression(parent) || (ts.isPropertyAssignment(parent) && parent.name.getText(layout.tree) === 'header')) {
      headers.add(node.text);
    }
  });
  return { sheets, headers };
}

/** The notations results.ts defines: each `define(notation, …, aliases)` that is written as one side against the other. */
function notations(results: Source): Set<string> {
  const shape = /^(1|0|½|1\/2|0[.,]5|\+|-)f?\s*[-–:/]\s*(1|0|½|1\/2|0[.,]5|\+|-)f?$/i;
  const found = new Set<string>();
  eachNode(results.tree, (node) => {
    if (isText(node) && shape.test(node.text)) found.add(node.text);
  });
  return found;
}

const BYE_KINDS = new Set(['pairing-allocated', 'half-point', 'full-point', 'zero-point']);

function factProblems(sources: ReadonlyMap<string, Source>): string[] {
  const problems: string[] = [];
  const layout = sources.get(LAYOUT);
  const results = sources.get(RESULTS);
  if (layout === undefined || results === undefined) return [`${LAYOUT} or ${RESULTS} is missing: the layout and the notations are defined there`];
  const { sheets, headers } = layoutFacts(layout);
  const notationTexts = notations(results);
  for (const { file, tree } of sources.values()) {
    if (!inside(file, WORKBOOK_CODE)) continue;
    const at = (node: ts.Node) => `${file}:${tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1}`;
    eachNode(tree, (node) => {
      if (file !== LAYOUT) {
        if (isText(node) && sheets.has(node.text)) problems.push(`${at(node)}: the sheet name '${node.text}' is spelt here; use its constant from ${LAYOUT}`);
        if (ts.isArrayLiteralExpression(node) && node.elements.filter((element) => isText(element) && headers.has(element.text)).length >= 2) {
          problems.push(`${at(node)}: a row of headers is defined here; define it in ${LAYOUT}`);
        }
        if (ts.isPropertyAssignment(node) && node.name.getText(tree) === 'column' && isText(node.initializer) && headers.has(node.initializer.text)) {
          problems.push(`${at(node)}: the header '${node.initializer.text}' is spelt here; take it from ${LAYOUT}`);
        }
      }
      if (file !== RESULTS && isText(node) && notationTexts.has(node.text)) problems.push(`${at(node)}: the result notation '${node.text}' is spelt here; use ${RESULTS}`);
      if (file !== MODEL && !OWN_BYE_POINTS.has(file) && ts.isObjectLiteralExpression(node)) problems.push(...byePointsProblem(node, tree, at));
      if (file !== IDS) problems.push(...nameRuleProblem(node, tree, at));
    });
  }
  return problems;
}

/** A bye given its points by hand (`{ kind: 'half-point', points: 5 }`) rather than by the one table. */
function byePointsProblem(node: ts.ObjectLiteralExpression, tree: ts.SourceFile, at: (node: ts.Node) => string): string[] {
  const property = (name: string) => node.properties.find((member): member is ts.PropertyAssignment => ts.isPropertyAssignment(member) && member.name.getText(tree) === name);
  const kind = property('kind');
  const points = property('points');
  if (kind === undefined || points === undefined) return [];
  const kindText = isText(kind.initializer) ? kind.initializer.text : ts.isAsExpression(kind.initializer) && isText(kind.initializer.expression) ? kind.initializer.expression.text : null;
  if (kindText === null || !BYE_KINDS.has(kindText)) return [];
  const value = points.initializer;
  const fromTable = ts.isCallExpression(value) && /^(byePoints|pointsFor)$/.test(value.expression.getText(tree));
  return fromTable ? [] : [`${at(node)}: a ${kindText} bye is given its points here; take them from byePoints (${MODEL})`];
}

/** The name rule applied by hand: Unicode NFC, case folded by locale, or a comparison of names declared outside ids.ts. */
function nameRuleProblem(node: ts.Node, tree: ts.SourceFile, at: (node: ts.Node) => string): string[] {
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const method = node.expression.name.text;
    const [argument] = node.arguments;
    if (method === 'normalize' && argument !== undefined && isText(argument) && argument.text === 'NFC') return [`${at(node)}: names are normalised here; use nameKey (${IDS})`];
    if (method === 'toLocaleLowerCase' || method === 'toLocaleUpperCase') return [`${at(node)}: case is folded by locale here; names compare with nameKey (${IDS})`];
  }
  if ((ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) && node.name !== undefined && /^(nameKey|sameName|namesEqual|normali[sz]eName)$/.test(node.name.getText(tree))) {
    return [`${at(node)}: a name comparison is declared here; there is one, in ${IDS}`];
  }
  return [];
}
