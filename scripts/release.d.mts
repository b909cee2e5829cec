/** The folder the release is written to (release/). */
export const RELEASE_DIRECTORY: string;
/** The release's files as text, named as the Apps Script editor names them (see release.mjs). */
export function releaseFiles(): Promise<Record<'Code.gs' | 'Sidebar.html' | 'appsscript.json', string>>;
