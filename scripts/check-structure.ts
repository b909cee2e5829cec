/**
 * `npm run check:structure` (part of `npm run check`): the module graph of the
 * project's TypeScript, read with the TypeScript compiler's parser (no type
 * checking, a second or two), and two rules on it:
 *
 * - no import cycles, anywhere (type-only imports included: a cycle of types
 *   is still two modules that cannot be understood one without the other);
 * - no unused exports: every function, class, constant or enum that a module
 *   under src/, sidebar/ or playground/ declares and exports is imported
 *   somewhere (tests, benchmarks and scripts count; so does an import through a
 *   re-export such as an index.ts, but not the re-export alone), or the module
 *   is an entry point whose exports are its interface. Types are not checked:
 *   an exported interface often documents a function's parameter.
 *
 * Then the size limits and the facts defined once (scripts/structure-rules.ts:
 * folders, src/addon and functions kept small; the sheets' layout, the result
 * notations, the points of a bye and the name rule each in one module).
 *
 * Prints each problem with its file and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { structureProblems } from './structure-rules';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Folders whose modules are read (their imports count as uses). */
const SCANNED = ['src', 'sidebar', 'playground', 'test', 'bench', 'scripts'];
/** Folders whose exports must each be used somewhere. */
const CHECKED = ['src', 'sidebar', 'playground'];
/**
 * Modules whose exports are an interface to something outside the graph: the
 * bundles esbuild builds (their globals are Apps Script's entry points), the
 * module npm start imports by path, the command line's Node entry.
 */
const ENTRY_POINTS = new Set([
  'src/addon/entry.ts',
  'src/cli/node.ts',
  'src/local/playground/main.ts',
  'playground/page.ts',
  'playground/sidebar-shim.ts',
  'sidebar/sidebar.ts',
]);
/**
 * Unused exports found when this check was added, in the engine (src/core/dutch),
 * the add-on (src/addon, src/sheets, src/core/event) and the local Apps Script
 * services, which other work was changing at the time. Each is to go (the
 * export keyword, or the code): delete its line here when it does. Nothing new
 * goes on this list.
 */
const KNOWN_UNUSED = new Set<string>([
  'src/local/apps-script/services.ts#LocalLock',
]);

interface ModuleInfo {
  readonly path: string;
  /** Values this module declares and exports (`default` for a default export), with their lines. */
  readonly exports: Map<string, number>;
  /** Names this module re-exports: `export { a as b } from './x'` is b → x#a. */
  readonly aliases: Map<string, string>;
  /** `export * from` targets: their exports are this module's too. */
  readonly starExports: string[];
  /** Modules this one imports, for the cycle check. */
  readonly imports: Set<string>;
}

function sourceFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (name === 'node_modules' || name === 'fixtures' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts') ? [path] : [];
  });
}

/** The module a relative specifier names, or null for packages and Node's modules. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.mts`, join(base, 'index.ts'), base.replace(/\.m?js$/, '.ts'), base.replace(/\.mjs$/, '.mts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

const hasExportModifier = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
const hasDefaultModifier = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);

/** Uses of exported names: `module#name`, or `module#*` for every name. */
const uses = new Set<string>();
const modules = new Map<string, ModuleInfo>();

for (const path of SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const info: ModuleInfo = { path, exports: new Map(), aliases: new Map(), starExports: [], imports: new Set() };
  modules.set(path, info);
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const use = (target: string | null, name: string) => {
    if (target !== null) uses.add(`${target}#${name}`);
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveSpecifier(path, node.moduleSpecifier.text);
      if (target !== null) info.imports.add(target);
      const clause = node.importClause;
      if (clause?.name !== undefined) use(target, 'default');
      const bindings = clause?.namedBindings;
      if (bindings !== undefined && ts.isNamespaceImport(bindings)) use(target, '*');
      if (bindings !== undefined && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) use(target, (element.propertyName ?? element.name).text);
      }
    } else if (ts.isExportDeclaration(node)) {
      const target = node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier) ? resolveSpecifier(path, node.moduleSpecifier.text) : null;
      if (target !== null) info.imports.add(target);
      if (node.exportClause === undefined) {
        if (target !== null) info.starExports.push(target);
      } else if (ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) {
          if (node.isTypeOnly || element.isTypeOnly) continue;
          // A re-export is used when its own name is; a local `export { x }` exports a declaration of this module.
          if (target !== null) info.aliases.set(element.name.text, `${target}#${(element.propertyName ?? element.name).text}`);
          else if (node.moduleSpecifier === undefined) info.exports.set(element.name.text, line(element));
        }
      } else if (ts.isNamespaceExport(node.exportClause)) {
        if (target !== null) info.aliases.set(node.exportClause.name.text, `${target}#*`);
      }
    } else if (ts.isExportAssignment(node)) {
      info.exports.set('default', line(node));
    } else if (hasExportModifier(node) && !ts.isInterfaceDeclaration(node) && !ts.isTypeAliasDeclaration(node)) {
      if (hasDefaultModifier(node)) info.exports.set('default', line(node));
      else if (ts.isVariableStatement(node)) {
        for (const declaration of node.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) info.exports.set(declaration.name.text, line(declaration));
        }
      } else {
        const name = (node as ts.Node & { name?: ts.Node }).name;
        if (name !== undefined && ts.isIdentifier(name)) info.exports.set(name.text, line(node));
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      // import('./x'): every export may be used.
      const [argument] = node.arguments;
      if (argument !== undefined && ts.isStringLiteral(argument)) {
        const target = resolveSpecifier(path, argument.text);
        if (target !== null) info.imports.add(target);
        // `const { a, b } = await import('./x')` uses a and b only.
        const declaration = ts.isAwaitExpression(node.parent) ? node.parent.parent : undefined;
        if (declaration !== undefined && ts.isVariableDeclaration(declaration) && ts.isObjectBindingPattern(declaration.name)) {
          for (const element of declaration.name.elements) {
            const imported = element.propertyName ?? element.name;
            if (ts.isIdentifier(imported)) use(target, imported.text);
          }
        } else use(target, '*');
      }
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      // import('./x').Name in a type.
      const target = resolveSpecifier(path, node.argument.literal.text);
      if (target !== null) info.imports.add(target);
      use(target, node.qualifier !== undefined && ts.isIdentifier(node.qualifier) ? node.qualifier.text : '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** A name used through re-exports (`export { a } from`, `export * from`) counts for the module that declares it. */
function spreadStarUses(): void {
  let changed = true;
  while (changed) {
    changed = false;
    for (const info of modules.values()) {
      for (const [alias, original] of info.aliases) {
        const used = uses.has(`${info.path}#${alias}`) || uses.has(`${info.path}#*`);
        if (used && !uses.has(original)) {
          uses.add(original);
          changed = true;
        }
      }
      for (const target of info.starExports) {
        const targetInfo = modules.get(target);
        if (targetInfo === undefined) continue;
        for (const name of [...targetInfo.exports.keys(), ...targetInfo.aliases.keys()]) {
          const viaHere = uses.has(`${info.path}#${name}`) || uses.has(`${info.path}#*`);
          if (viaHere && !uses.has(`${target}#${name}`)) {
            uses.add(`${target}#${name}`);
            changed = true;
          }
        }
      }
    }
  }
}
spreadStarUses();

const problems: string[] = [];
const name = (path: string) => relative(ROOT, path).split('\\').join('/');

// Unused exports.
for (const info of modules.values()) {
  const file = name(info.path);
  if (!CHECKED.some((folder) => file.startsWith(`${folder}/`)) || ENTRY_POINTS.has(file)) continue;
  if (uses.has(`${info.path}#*`)) continue;
  for (const [exported, line] of info.exports) {
    if (uses.has(`${info.path}#${exported}`) || KNOWN_UNUSED.has(`${file}#${exported}`)) continue;
    problems.push(`${file}:${line}: '${exported}' is exported but never imported; remove it, or the export keyword if the module uses it`);
  }
}

// Import cycles: strongly connected components of more than one module (or a module importing itself).
let index = 0;
const indices = new Map<string, number>();
const lowLinks = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
function strongConnect(path: string): void {
  indices.set(path, index);
  lowLinks.set(path, index);
  index++;
  stack.push(path);
  onStack.add(path);
  for (const target of modules.get(path)?.imports ?? []) {
    if (!modules.has(target)) continue;
    if (!indices.has(target)) {
      strongConnect(target);
      lowLinks.set(path, Math.min(lowLinks.get(path)!, lowLinks.get(target)!));
    } else if (onStack.has(target)) {
      lowLinks.set(path, Math.min(lowLinks.get(path)!, indices.get(target)!));
    }
  }
  if (lowLinks.get(path) === indices.get(path)) {
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== path);
    if (component.length > 1 || modules.get(path)!.imports.has(path)) {
      problems.push(`import cycle: ${component.map(name).sort().join(' ↔ ')}`);
    }
  }
}
for (const path of modules.keys()) if (!indices.has(path)) strongConnect(path);

problems.push(...structureProblems(ROOT));

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} structure problem${problems.length === 1 ? '' : 's'} (scripts/check-structure.ts).`);
  process.exitCode = 1;
} else {
  console.log(`Structure: ${modules.size} modules, no import cycles, no unused exports, every limit kept, every fact defined once.`);
}
