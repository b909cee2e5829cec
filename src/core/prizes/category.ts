/**
 * Who may win a prize: the Category cell of a prize list, read by a small,
 * forgiving grammar (docs/prizes.md, "Categories"). A category is `overall`
 * (or blank), `team` (a prize for a team, not a player), or conditions joined
 * by `and`, `,`, `;` or `&`, each one of:
 *
 * - a rating band, by the rating the event pairs on: `rating<1600`,
 *   `rating>=1800`, `rating 1400-1599`, `u1600`, `under 1600`, `1800+`; unrated
 *   players are left out unless the band says `or unrated` (`+unrated`,
 *   `incl. unrated`); `unrated` alone, or `rated`;
 * - a year of birth: `born>=2014`, `born 2012-2014`, `born 2014 or later`;
 * - an age as FIDE's age groups count it: `u12`, `under 12`, `age<12` (under 12
 *   on 1 January of the event's year: born in that year − 12 or later), `50+`,
 *   `age>=50` (50 or older during the event's year: born in that year − 50 or
 *   earlier); a number of 100 or more after `u`/`under` or before `+` is a rating;
 * - `sex=F` (also `W`, `female`, `girls`, `women`; `sex=M`), or `girls`, `women` alone;
 * - a column's value: `section=U10`, `age group=U10`, `category=S50`,
 *   `team=Hill School` (`school=`, `club=`), `federation=ENG`.
 */
import { nameKey } from '../ids';

export type Sex = 'F' | 'M';

/** A column of the Players sheet a category can name. */
export type ValueField = 'section' | 'ageGroup' | 'category' | 'team' | 'federation';

export type Condition =
  /** Inclusive bounds on the rating; `unrated`: whether a player with no rating qualifies too. */
  | { readonly kind: 'rating'; readonly min?: number; readonly max?: number; readonly unrated: boolean }
  | { readonly kind: 'unrated' }
  | { readonly kind: 'rated' }
  /** Inclusive bounds on the year of birth. */
  | { readonly kind: 'born'; readonly min?: number; readonly max?: number }
  /** `under`: under N on 1 January of the event's year; `atLeast`: N or older during it. */
  | { readonly kind: 'age'; readonly under?: number; readonly atLeast?: number }
  | { readonly kind: 'sex'; readonly sex: Sex }
  | { readonly kind: 'value'; readonly field: ValueField; readonly value: string };

export interface Eligibility {
  /** The category as typed. */
  readonly text: string;
  /** A prize for a team (the team standings), not for a player. */
  readonly teamPrize: boolean;
  /** Every one must hold; none for an overall prize. */
  readonly conditions: readonly Condition[];
  /** The same for categories that mean the same (`u1600`, `rating<1600`): prizes of one category are one group. */
  readonly key: string;
}

export type CategoryReading = { readonly ok: true; readonly eligibility: Eligibility } | { readonly ok: false; readonly problem: string };

const OVERALL = new Set(['', 'overall', 'open', 'all', 'any', 'everyone', 'general']);
const TEAM_PRIZE = /^(?:best\s+)?(?:team|school|club)s?(?:\s+prize)?$/;
/** The parts between separators (`,` `;` `&` or the word `and`); a value in double quotes (`team="Smith and Jones"`) is not split. */
function splitParts(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; ) {
    const char = text[i]!;
    const and = quoted ? null : /^\s+and\s+/i.exec(text.slice(i));
    if (!quoted && (char === ',' || char === ';' || char === '&' || and !== null)) {
      parts.push(current.trim());
      current = '';
      i += and === null ? 1 : and[0].length;
      continue;
    }
    if (char === '"') quoted = !quoted;
    current += char;
    i++;
  }
  parts.push(current.trim());
  return parts;
}

const UNRATED_TOO = /\s*(?:\(\s*|\+\s*|\bor\s+|\bincl(?:\.|uding)?\s+|\bwith\s+)unrated(?:\s+(?:included|ok|too|allowed))?\s*\)?\s*$/;
const UNRATED_TOO_ALONE = /^(?:\+\s*|or\s+|incl(?:\.|uding)?\s+|with\s+)?unrated\s+(?:included|ok|too|allowed)$|^(?:\+\s*|or\s+|incl(?:\.|uding)?\s+|with\s+)unrated$/;
const OPERATOR = '(<=|>=|=<|=>|≤|≥|<|>|=)';

/** `<`, `<=`, … with bounds made inclusive. */
function bounds(operator: string, value: number): { min?: number; max?: number } {
  switch (operator) {
    case '<':
      return { max: value - 1 };
    case '<=':
    case '=<':
    case '≤':
      return { max: value };
    case '>':
      return { min: value + 1 };
    case '>=':
    case '=>':
    case '≥':
      return { min: value };
    default:
      return { min: value, max: value };
  }
}

const FEMALE = new Set(['f', 'w', 'female', 'woman', 'women', 'girl', 'girls', 'lady', 'ladies', 'g']);
const MALE = new Set(['m', 'male', 'man', 'men', 'boy', 'boys', 'b']);

/**
 * A sex as typed in a Players sheet or a TRF (`w` is how TRF writes a woman), or undefined.
 *
 * @example
 * sexOf('w'); // 'F'
 * sexOf('Girl'); // 'F'
 */
export function sexOf(text: string | undefined): Sex | undefined {
  const key = (text ?? '').trim().toLowerCase();
  if (FEMALE.has(key)) return 'F';
  if (MALE.has(key)) return 'M';
  return undefined;
}

const FIELDS: readonly (readonly [RegExp, ValueField])[] = [
  [/^age[\s_-]*(?:group|category|class)$/, 'ageGroup'],
  [/^(?:section|group|event|tournament)$/, 'section'],
  [/^(?:category|cat)$/, 'category'],
  [/^(?:team|school|club)$/, 'team'],
  [/^(?:federation|fed|country|nation)$/, 'federation'],
];

/**
 * One condition from a part in lower case (`typed` keeps the organiser's
 * spelling for values); `unrated-too` when the part only says "unrated
 * included", `unrated` for "unrated" alone, `null` when it means nothing.
 */
function readPart(part: string, typed: string): Condition | 'unrated-too' | 'unrated' | null {
  if (UNRATED_TOO_ALONE.test(part)) return 'unrated-too';
  if (part === 'unrated') return 'unrated';
  if (part === 'rated') return { kind: 'rated' };
  const unratedToo = UNRATED_TOO.test(part);
  const bare = part.replace(UNRATED_TOO, '').trim();
  const rating = readRating(bare, unratedToo);
  if (rating !== null) return rating;
  if (unratedToo) return null;
  return readBorn(bare) ?? readAge(bare) ?? readSexOrValue(bare, typed);
}

function readRating(part: string, unrated: boolean): Condition | null {
  let match = new RegExp(`^(?:rating|elo|rtg|fide|rated)?\\s*${OPERATOR}\\s*(\\d+)$`).exec(part);
  if (match !== null) return { kind: 'rating', ...bounds(match[1]!, Number(match[2])), unrated };
  match = /^(?:rating|elo|rtg|rated)\s*(\d+)\s*(?:-|–|to)\s*(\d+)$/.exec(part) ?? /^(\d{3,4})\s*(?:-|–|to)\s*(\d{3,4})$/.exec(part);
  if (match !== null) return { kind: 'rating', min: Math.min(Number(match[1]), Number(match[2])), max: Math.max(Number(match[1]), Number(match[2])), unrated };
  match = /^(?:u|under|sub|below)[\s-]*(\d+)$/.exec(part);
  if (match !== null && Number(match[1]) >= 100) return { kind: 'rating', max: Number(match[1]) - 1, unrated };
  match = /^(?:rating\s*)?(\d+)\s*\+$/.exec(part);
  if (match !== null && Number(match[1]) >= 100) return { kind: 'rating', min: Number(match[1]), unrated };
  return null;
}

function readBorn(part: string): Condition | null {
  const born = '(?:born(?:\\s+in)?|birth\\s*year|year\\s+of\\s+birth|yob)';
  let match = new RegExp(`^${born}\\s*${OPERATOR}\\s*(\\d{4})$`).exec(part);
  if (match !== null) return { kind: 'born', ...bounds(match[1]!, Number(match[2])) };
  match = new RegExp(`^${born}\\s*(\\d{4})\\s*(?:-|–|to)\\s*(\\d{4})$`).exec(part);
  if (match !== null) return { kind: 'born', min: Math.min(Number(match[1]), Number(match[2])), max: Math.max(Number(match[1]), Number(match[2])) };
  match = new RegExp(`^${born}\\s*(\\d{4})(?:\\s+or\\s+(later|after|earlier|before))?$`).exec(part);
  if (match === null) return null;
  const year = Number(match[1]);
  if (match[2] === undefined) return { kind: 'born', min: year, max: year };
  return match[2] === 'later' || match[2] === 'after' ? { kind: 'born', min: year } : { kind: 'born', max: year };
}

function readAge(part: string): Condition | null {
  let match = /^(?:u|under|age\s*<)[\s-]*(\d{1,2})$/.exec(part);
  if (match !== null) return { kind: 'age', under: Number(match[1]) };
  match = /^age\s*(?:<=|=<|≤)\s*(\d{1,2})$/.exec(part);
  if (match !== null) return { kind: 'age', under: Number(match[1]) + 1 };
  match = /^(?:age\s*(?:>=|=>|≥)\s*(\d{1,3})|(?:age\s*)?(\d{1,2})\s*\+|(?:s|senior|seniors)\s*(\d{2}))$/.exec(part);
  if (match !== null) return { kind: 'age', atLeast: Number(match[1] ?? match[2] ?? match[3]) };
  match = /^age\s*>\s*(\d{1,3})$/.exec(part);
  if (match !== null) return { kind: 'age', atLeast: Number(match[1]) + 1 };
  return null;
}

function readSexOrValue(part: string, typed: string): Condition | null {
  if (['girls', 'women', 'ladies', 'female', 'woman', 'girl'].includes(part)) return { kind: 'sex', sex: 'F' };
  if (['boys', 'men', 'male'].includes(part)) return { kind: 'sex', sex: 'M' };
  // Read from the part as typed, so that the value keeps its case.
  const match = /^([a-z][a-z\s_-]*?)\s*(?:=|:|\bis\b)\s*(.+)$/i.exec(typed);
  if (match === null) return null;
  const name = match[1]!.trim().toLowerCase();
  // Without the quotes that protect an "and" or a comma inside a value.
  const value = match[2]!.trim().replace(/^"(.*)"$/, '$1').trim();
  if (/^(?:sex|gender)$/.test(name)) {
    const sex = sexOf(value);
    return sex === undefined ? null : { kind: 'sex', sex };
  }
  const field = FIELDS.find(([pattern]) => pattern.test(name))?.[1];
  return field === undefined || value === '' ? null : { kind: 'value', field, value };
}

/** A value compared as organisers type them: case, spacing and hyphens aside for codes (`U 10` = `u10`), case and spacing for names. */
export function valueKey(field: ValueField, value: string): string {
  const key = nameKey(value);
  return field === 'team' ? key : key.replace(/[\s_-]/g, '');
}

function conditionKey(condition: Condition): string {
  switch (condition.kind) {
    case 'rating':
      return `rating:${condition.min ?? ''}-${condition.max ?? ''}${condition.unrated ? '+unrated' : ''}`;
    case 'born':
      return `born:${condition.min ?? ''}-${condition.max ?? ''}`;
    case 'age':
      return condition.under !== undefined ? `age<${condition.under}` : `age>=${condition.atLeast}`;
    case 'sex':
      return `sex:${condition.sex}`;
    case 'value':
      return `${condition.field}:${valueKey(condition.field, condition.value)}`;
    default:
      return condition.kind;
  }
}

const EXAMPLES =
  'overall; rating<1600 (add "or unrated" to let unrated players in); rating 1400-1599; u1600; born>=2014; u12; 50+; sex=F; ' +
  'section=U10; age group=U10; category=S50; team=Hill School; federation=ENG; team (a prize for a team); several joined with "and"';

/**
 * Reads a Category cell.
 *
 * @example
 * readCategory('u1600 or unrated'); // { ok: true, eligibility: { conditions: [{ kind: 'rating', max: 1599, unrated: true }], … } }
 * readCategory('born>=2014 and sex=F').ok; // true
 * readCategory('rating<<1600'); // { ok: false, problem: '"rating<<1600" is not a category Sheetmate knows. Write one of: …' }
 */
export function readCategory(text: string, options: CategoryOptions = {}): CategoryReading {
  const typed = text.trim().replace(/\s+/g, ' ');
  const lower = typed.toLowerCase();
  if (OVERALL.has(lower)) return { ok: true, eligibility: { text: typed, teamPrize: false, conditions: [], key: 'overall' } };
  if (TEAM_PRIZE.test(lower)) return { ok: true, eligibility: { text: typed, teamPrize: true, conditions: [], key: 'team' } };
  const conditions: Condition[] = [];
  let unratedToo = false;
  let unratedOnly = false;
  for (const typedPart of splitParts(typed)) {
    const part = typedPart.toLowerCase();
    if (part === '') continue;
    if (TEAM_PRIZE.test(part)) return { ok: false, problem: `"${typed}": a team prize ("${typedPart}") cannot have other conditions; write "team" alone` };
    const condition = readPart(part, typedPart);
    if (condition === null) return { ok: false, problem: `"${part}" in "${typed}" is not a category Sheetmate knows. Write one of: ${EXAMPLES}` };
    if (condition === 'unrated-too') unratedToo = true;
    else if (condition === 'unrated') unratedOnly = true;
    else conditions.push(condition);
  }
  const ratingIndex = conditions.findIndex((condition) => condition.kind === 'rating');
  if ((unratedToo || unratedOnly) && ratingIndex >= 0) {
    // "rating<1600 and unrated" can only mean: unrated players qualify too.
    conditions[ratingIndex] = { ...(conditions[ratingIndex] as Extract<Condition, { kind: 'rating' }>), unrated: true };
  } else if (unratedToo) {
    return { ok: false, problem: `"${typed}": "unrated included" goes with a rating band, such as rating<1600 or unrated` };
  } else if (unratedOnly) {
    conditions.push({ kind: 'unrated' });
  }
  merge(conditions);
  const problem = contradiction(conditions);
  if (problem !== null) return { ok: false, problem: `"${typed}": ${problem}` };
  return { ok: true, eligibility: eligibilityOf(typed, options.unratedInBands === true ? withUnratedUnder(conditions) : conditions) };
}

export interface CategoryOptions {
  /**
   * Unrated players count in every band with an upper bound only (`u1600`,
   * `rating<1600`), as if each said "or unrated"; a band with a lower bound
   * (`1400-1599`, `1800+`) takes them only when it says so, and `and rated`
   * keeps them out.
   */
  readonly unratedInBands?: boolean;
}

function eligibilityOf(text: string, conditions: readonly Condition[]): Eligibility {
  return { text, teamPrize: false, conditions, key: conditions.map(conditionKey).sort().join('&') };
}

/** The "under" bands opened to unrated players, unless the category asks for rated players. */
function withUnratedUnder(conditions: readonly Condition[]): Condition[] {
  if (conditions.some((condition) => condition.kind === 'rated')) return conditions.slice();
  return conditions.map((condition) => (condition.kind === 'rating' && condition.min === undefined ? { ...condition, unrated: true } : condition));
}

/**
 * The category of a prize of one section (a *Prizes* sheet's Section column):
 * its conditions and `section=…`. A category that names another section is
 * refused; one that names this section already stays as it is.
 *
 * @example
 * inSection(readCategory('girls').eligibility, 'U10'); // { ok: true, eligibility: { conditions: [sex F, section U10], … } }
 */
export function inSection(eligibility: Eligibility, section: string): CategoryReading {
  if (eligibility.teamPrize) return { ok: false, problem: 'a team prize is for the whole event (the team standings count every section): clear its Section' };
  const named = eligibility.conditions.filter((condition): condition is Extract<Condition, { kind: 'value' }> => condition.kind === 'value' && condition.field === 'section');
  if (named.some((condition) => valueKey('section', condition.value) !== valueKey('section', section))) {
    return { ok: false, problem: `the category "${eligibility.text}" names another section than ${section}: keep one` };
  }
  if (named.length > 0) return { ok: true, eligibility };
  return { ok: true, eligibility: eligibilityOf(eligibility.text, [...eligibility.conditions, { kind: 'value', field: 'section', value: section }]) };
}

/** The section a category names (`section=U10`), or undefined. */
export function sectionOfEligibility(eligibility: Eligibility): string | undefined {
  const condition = eligibility.conditions.find((one) => one.kind === 'value' && one.field === 'section');
  return condition?.kind === 'value' ? condition.value : undefined;
}

/** Two bands of one kind (`rating>=1400 and rating<1600`) are one band, their overlap, in the place of the first. */
function merge(conditions: Condition[]): void {
  for (const kind of ['rating', 'born'] as const) {
    const bands = conditions.filter((condition) => condition.kind === kind) as { min?: number; max?: number; unrated?: boolean }[];
    if (bands.length < 2) continue;
    const mins = bands.flatMap((band) => (band.min === undefined ? [] : [band.min]));
    const maxes = bands.flatMap((band) => (band.max === undefined ? [] : [band.max]));
    const merged = {
      kind,
      ...(mins.length > 0 ? { min: Math.max(...mins) } : {}),
      ...(maxes.length > 0 ? { max: Math.min(...maxes) } : {}),
      ...(kind === 'rating' ? { unrated: bands.every((band) => band.unrated) } : {}),
    } as Condition;
    const kept = conditions.flatMap((condition) => (condition === bands[0] ? [merged] : condition.kind === kind ? [] : [condition]));
    conditions.splice(0, conditions.length, ...kept);
  }
}

/** A category nobody can meet is a typing mistake: say so rather than leave the prize unawarded. */
function contradiction(conditions: readonly Condition[]): string | null {
  for (const condition of conditions) {
    if ((condition.kind === 'rating' || condition.kind === 'born') && condition.min !== undefined && condition.max !== undefined && condition.min > condition.max) {
      return `no ${condition.kind === 'rating' ? 'rating' : 'year of birth'} is both ${condition.min} or more and ${condition.max} or less`;
    }
  }
  const kinds = conditions.map((condition) => condition.kind);
  if (kinds.includes('rated') && kinds.includes('unrated')) return 'a player cannot be both rated and unrated';
  const sexes = new Set(conditions.flatMap((condition) => (condition.kind === 'sex' ? [condition.sex] : [])));
  if (sexes.size > 1) return 'a prize for both sexes is an overall prize: leave the sex out';
  return null;
}

/** Uses the rating a player pairs on: 0 is unrated. */
function describeCondition(condition: Condition, eventYear: number | undefined): string {
  switch (condition.kind) {
    case 'rating': {
      const band =
        condition.min === undefined
          ? `rated under ${condition.max! + 1}`
          : condition.max === undefined
            ? `rated ${condition.min} or more`
            : condition.min === condition.max
              ? `rated ${condition.min}`
              : `rated ${condition.min}–${condition.max}`;
      return condition.unrated ? `${band} or unrated` : band;
    }
    case 'unrated':
      return 'unrated';
    case 'rated':
      return 'rated';
    case 'born':
      if (condition.min === undefined) return `born in ${condition.max} or earlier`;
      if (condition.max === undefined) return `born in ${condition.min} or later`;
      return condition.min === condition.max ? `born in ${condition.min}` : `born ${condition.min}–${condition.max}`;
    case 'age':
      if (condition.under !== undefined) return eventYear === undefined ? `under ${condition.under}` : `under ${condition.under} (born in ${eventYear - condition.under} or later)`;
      return eventYear === undefined ? `${condition.atLeast} or older` : `${condition.atLeast} or older (born in ${eventYear - condition.atLeast!} or earlier)`;
    case 'sex':
      return '';
    case 'value':
      return `${{ section: 'in section', ageGroup: 'in age group', category: 'in category', team: 'of team', federation: 'of federation' }[condition.field]} ${condition.value}`;
  }
}

/**
 * Who the prize is for, as a noun phrase: "player", "female player rated under
 * 1600 and born in 2014 or later", "team".
 *
 * @example
 * describeEligibility(eligibility('u1600')); // 'player rated under 1600'
 */
export function describeEligibility(eligibility: Eligibility, eventYear?: number): string {
  if (eligibility.teamPrize) return 'team';
  const sex = eligibility.conditions.find((condition) => condition.kind === 'sex');
  const noun = sex === undefined ? 'player' : sex.sex === 'F' ? 'female player' : 'male player';
  const words = eligibility.conditions.filter((condition) => condition.kind !== 'sex').map((condition) => describeCondition(condition, eventYear));
  if (words.length === 0) return noun;
  const list = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
  return `${noun} ${list}`;
}

/** Whether a category needs the event's year (an age, not a year of birth). */
export function needsEventYear(eligibility: Eligibility): boolean {
  return eligibility.conditions.some((condition) => condition.kind === 'age');
}
