/**
 * The settings of an event and of each of its sections: the event's are every
 * section's defaults; a section keeps only what was chosen for it (and what
 * that choice changed, such as the tie-breaks a round robin brings), so a
 * later change of the event's settings still reaches it elsewhere. They live
 * in the record (record.ts), and travel with the spreadsheet; before the
 * record exists they are kept in document properties, and a record written by
 * an earlier Sheetmate, which has none, takes them from there once.
 */
import { InputError } from '../errors';
import { nameKey } from '../ids';
import { DEFAULT_SETTINGS, mergeSettings, type Settings } from './settings';

/** What was chosen for one section alone, as a patch over the event's settings. */
export interface SectionChoices {
  /** The section's name as Players spells it. */
  readonly name: string;
  readonly choices: Readonly<Record<string, unknown>>;
}

export interface EventSettings {
  readonly event: Settings;
  readonly sections: readonly SectionChoices[];
}

export const DEFAULT_EVENT_SETTINGS: EventSettings = { event: DEFAULT_SETTINGS, sections: [] };

/** A section's settings: the event's with the section's own choices on top (the event's when they no longer go with it). */
export function settingsOfSection(settings: EventSettings, section?: string): Settings {
  if (section === undefined || section === '') return settings.event;
  const own = settings.sections.find((candidate) => nameKey(candidate.name) === nameKey(section));
  if (own === undefined) return settings.event;
  try {
    return mergeSettings(settings.event, own.choices);
  } catch {
    return settings.event;
  }
}

/**
 * The settings as document properties kept them: the event's JSON and each
 * section's. A value that cannot be read is left out (its defaults stand),
 * as before the record held them.
 */
export function settingsFromProperties(event: string | null, sections: Readonly<Record<string, string>>): EventSettings {
  let settings = DEFAULT_SETTINGS;
  if (event !== null) {
    try {
      settings = mergeSettings(DEFAULT_SETTINGS, JSON.parse(event));
    } catch {
      settings = DEFAULT_SETTINGS;
    }
  }
  const choices: SectionChoices[] = [];
  for (const [name, text] of Object.entries(sections)) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (isObject(parsed)) choices.push({ name, choices: parsed });
    } catch {
      // Unreadable: the section follows the event's settings.
    }
  }
  return { event: settings, sections: choices };
}

/** The settings as document properties keep them: a copy of the record's, and where they live before the record exists. */
export function settingsForProperties(settings: EventSettings): { readonly event: string; readonly sections: Readonly<Record<string, string>> } {
  return { event: JSON.stringify(settings.event), sections: Object.fromEntries(settings.sections.map((own) => [own.name, JSON.stringify(own.choices)])) };
}

/**
 * The settings after a patch: to one section's own choices when it names a
 * `section` (one of `sections`, as Players names them), else to the event's.
 * A change of the event's settings that a section's own choices cannot go with
 * is refused, naming the section.
 *
 * @returns the settings now, and those of the section (or the event) the patch was for.
 */
export function withPatch(settings: EventSettings, patch: unknown, sections: readonly string[]): { settings: EventSettings; saved: Settings } {
  const { section, rest } = splitSection(patch);
  if (section === undefined) {
    const event = mergeSettings(settings.event, rest);
    for (const own of settings.sections) {
      try {
        mergeSettings(event, own.choices);
      } catch (error) {
        const words = error instanceof Error ? error.message : String(error);
        throw new InputError(`section ${own.name} has settings of its own that do not go with this change: ${words} Change ${own.name}'s settings first.`);
      }
    }
    return { settings: { ...settings, event }, saved: event };
  }
  const known = sections.find((name) => nameKey(name) === nameKey(section));
  if (known === undefined) {
    throw new InputError(
      sections.length === 0
        ? `there is no section "${section}": Players has no Section column in use. Settings without a section are the event's.`
        : `there is no section "${section}" in Players. Its sections: ${sections.join(', ')}.`,
    );
  }
  if (isObject(rest) && rest.teamScoresCounted !== undefined) {
    throw new InputError('the number of scores that count for a team is the same for every section: save it without a section.');
  }
  if (isObject(rest) && (rest.prizes !== undefined || rest.ratingsSheet !== undefined)) {
    throw new InputError('the prize settings and the Ratings sheet are the whole event\'s (one Prizes sheet, one Awards sheet): save them without a section.');
  }
  const current = settingsOfSection(settings, known);
  const next = mergeSettings(current, rest);
  const before = settings.sections.find((candidate) => nameKey(candidate.name) === nameKey(known));
  const chosen = new Set([...Object.keys(before?.choices ?? {}), ...Object.keys(isObject(rest) ? rest : {})]);
  for (const key of Object.keys(next) as (keyof Settings)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(next[key])) chosen.add(key);
  }
  for (const eventWide of ['teamScoresCounted', 'prizes', 'ratingsSheet']) chosen.delete(eventWide);
  const own: SectionChoices = { name: before?.name ?? known, choices: Object.fromEntries([...chosen].map((key) => [key, next[key as keyof Settings]])) };
  const others = settings.sections.filter((candidate) => candidate !== before);
  return { settings: { ...settings, sections: before === undefined ? [...others, own] : settings.sections.map((candidate) => (candidate === before ? own : candidate)) }, saved: next };
}

function splitSection(patch: unknown): { section: string | undefined; rest: unknown } {
  if (!isObject(patch) || patch.section === undefined) return { section: undefined, rest: patch };
  const { section, ...rest } = patch;
  if (typeof section !== 'string' || section.trim() === '') {
    throw new InputError(`the section must be named as Players names it, such as "U10"; ${JSON.stringify(section)} is not a section name.`);
  }
  return { section: section.trim(), rest };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
