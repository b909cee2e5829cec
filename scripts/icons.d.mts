/** The icons' sizes in pixels. */
export const ICON_SIZES: readonly number[];
/** The card banner's size in pixels (220 x 140). */
export const BANNER_SIZE: { readonly width: number; readonly height: number };
/** card-banner.svg with icon.svg's drawing in its slot, as rendered. */
export function bannerSvg(): string;
/** The graphics rendered from docs/listing's SVGs, by file name (icon-32.png, icon-128.png, card-banner.png). */
export function renderIcons(): Promise<Record<string, Buffer>>;
/** Writes them beside the SVGs; returns their paths. */
export function writeIcons(): Promise<string[]>;
