/**
 * Settings kept in the document's properties, so every organiser of the
 * sheet sees the same event configuration.
 */
import { InputError } from '../core/errors';
import { nameKey } from '../core/ids';
import { DEFAULT_SETTINGS, mergeSettings, type Settings } from '../core/record/settings';
import { isTiebreakCode } from '../core/tiebreaks';
import type { PropertiesApi, PropertiesServiceApi } from '../sheets/apps-script';

const SETTINGS_KEY = 'sheetmate.settings';

export function documentProperties(service: PropertiesServiceApi): PropertiesApi {
  const properties = service.getDocumentProperties();
  if (properties === null) throw new Error('Sheetmate must be opened from a spreadsheet (no document properties).');
  return properties;
}

/**
 * The settings of the event, or of one section of it: the event's (every
 * section's defaults) with the section's own choices on top. A missing or
 * damaged value falls back to the defaults.
 */
export function loadSettings(service: PropertiesServiceApi, section?: string): Settings {
  const stored = documentProperties(service).getProperty(SETTINGS_KEY);
  let defaults = DEFAULT_SETTINGS;
  if (stored !== null) {
    try {
      defaults = mergeSettings(DEFAULT_SETTINGS, JSON.parse(stored), isTiebreakCode);
    } catch {
      defaults = DEFAULT_SETTINGS;
    }
  }
  if (section === undefined || section === '') return defaults;
  const own = sectionChoices(documentProperties(service), section);
  if (own === null) return defaults;
  try {
    return mergeSettings(defaults, own, isTiebreakCode);
  } catch {
    return defaults;
  }
}

/**
 * Saves a patch: to one section's own settings when it names a `section`
 * (one of `sections`, as Players names them; only such a patch needs them),
 * else to the event's, which
 * every section follows where it has not chosen otherwise. Returns the
 * settings as they now stand for that section (or the event).
 *
 * A section keeps only what was chosen for it (and what that choice changed,
 * such as the tie-breaks a round robin brings), so a later change of the
 * event's settings still reaches it elsewhere. A change of the event's
 * settings that one section's own choices cannot go with is refused, naming
 * the section.
 */
export function saveSettingsPatch(service: PropertiesServiceApi, patch: unknown, sections: readonly string[] = []): Settings {
  const properties = documentProperties(service);
  const { section, rest } = splitSection(patch);
  if (section === undefined) {
    const next = mergeSettings(loadSettings(service), rest, isTiebreakCode);
    for (const name of sectionsWithChoices(properties)) {
      const own = sectionChoices(properties, name);
      if (own === null) continue;
      try {
        mergeSettings(next, own, isTiebreakCode);
      } catch (error) {
        const words = error instanceof Error ? error.message : String(error);
        throw new InputError(`section ${name} has settings of its own that do not go with this change: ${words} Change ${name}'s settings first.`);
      }
    }
    properties.setProperty(SETTINGS_KEY, JSON.stringify(next));
    return next;
  }
  const known = sections.find((name) => nameKey(name) === nameKey(section));
  if (known === undefined) {
    throw new InputError(
      sections.length === 0
        ? `there is no section "${section}": Players has no Section column in use. Settings without a section are the event's.`
        : `there is no section "${section}" in Players. Its sections: ${sections.join(', ')}.`,
    );
  }
  if (isRecord(rest) && rest.teamScoresCounted !== undefined) {
    throw new InputError('the number of scores that count for a team is the same for every section: save it without a section.');
  }
  const current = loadSettings(service, known);
  const next = mergeSettings(current, rest, isTiebreakCode);
  const chosen = new Set([...Object.keys(sectionChoices(properties, known) ?? {}), ...Object.keys(isRecord(rest) ? rest : {})]);
  for (const key of Object.keys(next) as (keyof Settings)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(next[key])) chosen.add(key);
  }
  chosen.delete('teamScoresCounted');
  const own = Object.fromEntries([...chosen].map((key) => [key, next[key as keyof Settings]]));
  properties.setProperty(SECTION_SETTINGS_PREFIX + nameKey(known), JSON.stringify(own));
  const listed = sectionsWithChoices(properties);
  if (!listed.some((name) => nameKey(name) === nameKey(known))) properties.setProperty(SECTIONS_WITH_CHOICES, JSON.stringify([...listed, known]));
  return next;
}

const SECTION_SETTINGS_PREFIX = 'sheetmate.settings.section:';
/** The sections that have settings of their own (a property store cannot be listed from every service). */
const SECTIONS_WITH_CHOICES = 'sheetmate.settings.sections';

function sectionsWithChoices(properties: PropertiesApi): string[] {
  const stored = properties.getProperty(SECTIONS_WITH_CHOICES);
  if (stored === null) return [];
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** What was chosen for one section alone, as a patch over the event's settings; null when nothing was. */
function sectionChoices(properties: PropertiesApi, section: string): Record<string, unknown> | null {
  const stored = properties.getProperty(SECTION_SETTINGS_PREFIX + nameKey(section));
  if (stored === null) return null;
  try {
    const parsed = JSON.parse(stored) as unknown;
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function splitSection(patch: unknown): { section: string | undefined; rest: unknown } {
  if (!isRecord(patch) || patch.section === undefined) return { section: undefined, rest: patch };
  const { section, ...rest } = patch;
  if (typeof section !== 'string' || section.trim() === '') {
    throw new InputError(`the section must be named as Players names it, such as "U10"; ${JSON.stringify(section)} is not a section name.`);
  }
  return { section: section.trim(), rest };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const LAST_ACTION_KEY = 'sheetmate.lastAction';

export function loadLastAction(service: PropertiesServiceApi): string | null {
  return documentProperties(service).getProperty(LAST_ACTION_KEY);
}

/** The sidebar shows it; kept short, as properties should be (a value may hold 9 KB). */
const LAST_ACTION_CHARACTERS = 1000;

export function saveLastAction(service: PropertiesServiceApi, message: string): void {
  const text = message.length > LAST_ACTION_CHARACTERS ? `${message.slice(0, LAST_ACTION_CHARACTERS - 1)}…` : message;
  documentProperties(service).setProperty(LAST_ACTION_KEY, text);
}
