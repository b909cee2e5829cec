/** The add-on's files as text, keyed by their names in dist/ (see build.mjs). */
export function buildFiles(): Promise<Record<'Code.js' | 'Sidebar.html' | 'appsscript.json', string>>;
/** The version, the README's address and the source's, from package.json. */
export function packageInfo(): { version: string; homepage: string; source: string };
/** Builds dist/Code.js, dist/Sidebar.html and dist/appsscript.json (see build.mjs). */
export function buildAll(options?: { quiet?: boolean }): Promise<void>;
