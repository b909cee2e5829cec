/**
 * The repository's address is spelt once, in package.json's `repository.url`
 * (build.mjs: packageInfo). The release's header and the bundle read it when
 * they are built; the Markdown an organiser or a reviewer reads (the listing's
 * links, the privacy policy's and terms' contact, the README's issues page)
 * cannot read anything, so `npm run build` writes it into them: wherever the
 * address they hold now appears, it becomes package.json's. The address they
 * hold now is the listing's homepage line, which this writes too; only that
 * exact address is replaced, so a link to another repository is left alone.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageInfo } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LISTING = 'docs/listing';
const HOMEPAGE_LINE = /^- Homepage and help: (https:\/\/github\.com\/[^\s/#]+\/[^\s/#]+)#readme$/m;

/** The files that spell the address, from the repository's root: docs/listing's Markdown and the README. */
export function addressedFiles() {
  const listing = readdirSync(join(root, LISTING)).filter((name) => name.endsWith('.md')).sort();
  return [...listing.map((name) => `${LISTING}/${name}`), 'README.md'];
}

/** The address docs/listing holds now (its listing's homepage line). */
export function addressInDocs() {
  const match = HOMEPAGE_LINE.exec(readFileSync(join(root, LISTING, 'listing.md'), 'utf8'));
  if (match === null) throw new Error(`${LISTING}/listing.md must hold the line "- Homepage and help: https://github.com/<owner>/<name>#readme"`);
  return match[1];
}

/** `text` with every `from` address (followed by nothing, `/…`, `#…` or `.git`) made `to`; other addresses untouched. */
export function withAddress(text, from, to) {
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`${escaped}(?=$|[\\s/#).,:;>\\]"'\`])`, 'g'), () => to);
}

/** Points every addressed file at package.json's address; returns the files it changed. */
export function writeAddresses() {
  const from = addressInDocs();
  const to = packageInfo().source;
  if (from === to) return [];
  return addressedFiles().filter((path) => {
    const text = readFileSync(join(root, path), 'utf8');
    const moved = withAddress(text, from, to);
    if (moved !== text) writeFileSync(join(root, path), moved);
    return moved !== text;
  });
}
