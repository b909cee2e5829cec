/**
 * The playground page's files, bundled from playground/ with esbuild when the
 * server starts (a fraction of a second), so the page always matches the
 * sources and there is no build output to go stale.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PageAssets {
  readonly html: string;
  readonly script: string;
  readonly css: string;
  /** The `google.script.run` stand-in injected into the sidebar. */
  readonly sidebarShim: string;
}

/**
 * Bundles playground/page.ts and playground/sidebar-shim.ts, and
 * playground/page.css with the stylesheets it imports into one stylesheet,
 * and reads the page's HTML.
 */
export async function buildPageAssets(playgroundDirectory: string): Promise<PageAssets> {
  const bundle = async (entry: string): Promise<string> => {
    const result = await build({
      entryPoints: [join(playgroundDirectory, entry)],
      bundle: true,
      format: 'iife',
      target: 'es2020',
      platform: 'browser',
      charset: 'utf8',
      legalComments: 'none',
      write: false,
      logLevel: 'warning',
    });
    return result.outputFiles[0]!.text;
  };
  const [script, sidebarShim, css] = await Promise.all([bundle('page.ts'), bundle('sidebar-shim.ts'), bundle('page.css')]);
  return {
    html: readFileSync(join(playgroundDirectory, 'index.html'), 'utf8'),
    script,
    css,
    sidebarShim,
  };
}

/**
 * The sidebar as the add-on showed it, with the `google.script.run` stand-in
 * first in its head (before the sidebar's own script runs) and the names of
 * the functions it may call, as Apps Script gives a sidebar exactly those.
 */
export function sidebarWithShim(content: string, shim: string, functionNames: readonly string[]): string {
  // JSON inside a script element: `<` escaped so no string can close the element.
  const config = JSON.stringify({ functions: functionNames }).replace(/</g, '\\u003c');
  const injected =
    `<script type="application/json" id="sheetmate-playground-config">${config}</script>\n` +
    `<script>${shim.replace(/<\/script/gi, '<\\/script')}</script>\n`;
  const head = /<head[^>]*>/i.exec(content);
  if (head === null) return injected + content;
  const at = head.index + head[0].length;
  return content.slice(0, at) + '\n' + injected + content.slice(at);
}
