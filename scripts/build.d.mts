/** Builds dist/Code.js, dist/Sidebar.html and dist/appsscript.json (see build.mjs). */
export function buildAll(options?: { quiet?: boolean }): Promise<void>;
