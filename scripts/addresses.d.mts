/** The files that spell the repository's address (docs/listing's Markdown and the README), from the root. */
export function addressedFiles(): string[];
/** The address docs/listing holds now (its listing's homepage line). */
export function addressInDocs(): string;
/** `text` with every `from` address made `to`; other addresses untouched. */
export function withAddress(text: string, from: string, to: string): string;
/** Points every addressed file at package.json's address; returns the files it changed. */
export function writeAddresses(): string[];
