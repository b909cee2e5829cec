/**
 * Lists of names in one cell or field (a player's Opponents, a quick-Swiss
 * line's previous opponents), separated by commas. FIDE writes names as
 * "Carlsen, Magnus", so a comma may be inside a name: the list is read
 * against the names known (a run of pieces that joins into a known name is
 * that name), and a list with a ";" in it is split at ";" alone, which is how
 * to type names whose comma would otherwise be taken as a separator.
 */
import { nameKey, tidyName } from '../../ids';

/** How many comma-separated pieces one name may span ("Carlsen, Magnus" is two; "de la Cruz, Ana, Maria" three). */
const PIECES_IN_A_NAME = 3;

export interface NameList {
  readonly names: readonly string[];
  /**
   * Split at commas with two neighbouring pieces that are no one's name: they
   * may be one name with a comma in it ("Caruana, Fabio" for "Caruana, Fabiano").
   */
  readonly byCommas: boolean;
}

/**
 * The names of a list: split at ";" when it holds one; else at commas, a run
 * of up to three pieces read as one name when it is a known name (the
 * longest such run first).
 *
 * @example
 * splitNameList('Carlsen, Magnus, Ding Liren', (name) => ['carlsen, magnus', 'ding liren'].includes(name.toLowerCase()));
 * // { names: ['Carlsen, Magnus', 'Ding Liren'], byCommas: false }
 */
export function splitNameList(text: string, isKnown: (name: string) => boolean): NameList {
  if (text.includes(';')) return { names: pieces(text, ';'), byCommas: false };
  const parts = pieces(text, ',');
  const names: string[] = [];
  for (let index = 0; index < parts.length; ) {
    let taken = 1;
    let name = parts[index]!;
    for (let span = Math.min(PIECES_IN_A_NAME, parts.length - index); span > 1; span--) {
      // "Carlsen, Magnus" as typed with or without the space after its comma.
      const joined = [', ', ','].map((comma) => parts.slice(index, index + span).join(comma)).find(isKnown);
      if (joined !== undefined) {
        taken = span;
        name = joined;
        break;
      }
    }
    names.push(name);
    index += taken;
  }
  const unknown = names.map((name) => !isKnown(name));
  return { names, byCommas: unknown.some((no, index) => no && unknown[index + 1] === true) };
}

function pieces(text: string, separator: string): string[] {
  return text
    .split(separator)
    .map((piece) => tidyName(piece))
    .filter((piece) => piece !== '');
}

/** A lookup of known names by the one name rule, for {@link splitNameList}. */
export function knownNames(names: Iterable<string>): (name: string) => boolean {
  const keys = new Set([...names].map(nameKey));
  return (name) => keys.has(nameKey(name));
}

/** What to add to a message about a name of a comma-separated list that is no one's: how names with a comma are read, and how to type them. */
export function commaAdvice(list: NameList, example: string): string {
  if (!list.byCommas) return '';
  return (
    ` The names are separated by commas here, so a name with a comma in it (such as "Carlsen, Magnus") is read whole only when it is spelled as it is listed; ` +
    `or separate the names with ";" instead (${example}).`
  );
}
