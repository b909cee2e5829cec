/** The icons' sizes in pixels. */
export const ICON_SIZES: readonly number[];
/** The icons rendered from docs/listing/icon.svg, by file name (icon-32.png, icon-128.png). */
export function renderIcons(): Promise<Record<string, Buffer>>;
/** Writes them beside icon.svg; returns their paths. */
export function writeIcons(): Promise<string[]>;
