/**
 * The words the sidebar shows: names of systems, methods, colours and
 * tie-breaks, and the sentences that describe the event's status and a saved
 * setting. Plain data and pure functions (no DOM), so the tables stay small
 * in the bundle and Node tests can check the sentences directly.
 *
 * The tables are copied here rather than imported from `src/core`, because
 * those modules import server code (errors, the model) that must not enter
 * the sidebar's bundle; the tie-breaks' names are the one exception, from a
 * table that imports nothing (`src/core/tiebreaks/names.ts`), so the sidebar
 * and the sheets call each the same. The `Record<…>` types make the compiler
 * flag a new system or method that this file does not name yet.
 */
import type {
  AccelerationSetting,
  InitialColourSetting,
  MissingResult,
  PairingSystemId,
  PointSettings,
  RoundOneMethod,
  SettingsPatch,
  Status,
} from '../src/addon/api-types';
import { TIEBREAK_NAMES } from '../src/core/tiebreaks/names';

export const SYSTEM_LABELS: Record<PairingSystemId, string> = {
  dutch: 'Dutch Swiss (FIDE)',
  quick: 'Quick Swiss (by score)',
  'round-robin': 'Round robin',
  'double-round-robin': 'Double round robin',
  'team-swiss': 'Team Swiss (FIDE C.04.6)',
  'team-round-robin': 'Team round robin',
  scheveningen: 'Scheveningen (two teams)',
};

export const SYSTEM_HINTS: Record<PairingSystemId, string> = {
  dutch: 'The FIDE Swiss system; rated events need it.',
  quick: 'Pairs by score, avoids rematches. Simple and fast.',
  'round-robin': 'Everyone plays everyone once (Berger tables).',
  'double-round-robin': 'Everyone plays everyone twice, colours reversed.',
  'team-swiss': 'Teams meet in matches, board against board, paired by the FIDE Swiss Team Pairing System. Players list their team in a Team (or School) column.',
  'team-round-robin': 'Every team meets every other team once (Berger tables), board against board.',
  scheveningen: 'Two teams: each player meets every player of the other team, one round each (published tables).',
};

export const ACCELERATION_LABELS: Record<AccelerationSetting, string> = {
  none: 'None',
  baku: 'Baku acceleration (FIDE C.04.7)',
};

export const ACCELERATION_HINTS: Record<AccelerationSetting, string> = {
  none: 'Every round is paired by the players’ real points.',
  baku:
    'For large opens: the top half (rounded up to an even number) gets 1 virtual point for pairing in the first rounds and ½ after, ' +
    'for the first half of the rounds (teams: a won match\'s points, then a drawn one\'s); round 1 is then paired by the system itself. Virtual points never show in Standings.',
};

export const ROUND_ONE_LABELS: Record<RoundOneMethod, string> = {
  split: 'Rating split',
  fold: 'Fold',
  slide: 'Slide',
  adjacent: 'Adjacent',
  random: 'Random',
};

export const ROUND_ONE_HINTS: Record<RoundOneMethod, string> = {
  split: 'Top half meets bottom half: 1 v 5, 2 v 6, …',
  fold: 'Strongest meets weakest: 1 v 8, 2 v 7, …',
  slide: 'Same as the rating split.',
  adjacent: 'Neighbours meet: 1 v 2, 3 v 4, …',
  random: 'Drawn at random from the seed below (the same seed gives the same draw).',
};

export const COLOUR_LABELS: Record<InitialColourSetting, string> = {
  white: 'White',
  black: 'Black',
  lot: 'Draw by lot',
};

/** Tie-break codes the organiser may pick, in the order the list offers them (their names: the one table, names.ts). */
export const TIEBREAK_CODES: readonly (keyof typeof TIEBREAK_NAMES)[] = [
  'BH/C1',
  'BH',
  'BH/C2',
  'BH/M1',
  'BH/M2',
  'SB',
  'SB/C1',
  'DE',
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'REP',
  'PS',
  'PS/C1',
  'ARO',
  'ARO/C1',
  'TPR',
  'PTP',
  'APRO',
  'APPO',
  'KS',
  'AOB',
  'FB',
  'BH-SIMPLE',
  'SB-SIMPLE',
  'LOT',
];

/** A team event's tie-breaks: its two scores, and the individual codes on the primary score or on game points (`:GP`). */
const TEAM_TIEBREAK_LABELS: Readonly<Record<string, string>> = {
  GP: 'Game points',
  MP: 'Match points',
  BH: 'Buchholz',
  'BH:GP': 'Buchholz of game points',
  'BH/C1': 'Buchholz Cut-1',
  'BH:GP/C1': 'Buchholz Cut-1 of game points',
  SB: 'Sonneborn-Berger',
  'SB:GP': 'Sonneborn-Berger of game points',
  DE: 'Direct encounter',
  WIN: 'Matches won',
  PS: 'Progressive score',
  KS: 'Koya',
  AOB: "Average of opponents' Buchholz",
  FB: 'Fore Buchholz',
  LOT: 'Drawing of lots',
};

/** Whether the system pairs teams (the server's isTeamSystem). */
export function isTeamSystem(system: PairingSystemId | undefined): boolean {
  return system === 'team-swiss' || system === 'team-round-robin' || system === 'scheveningen';
}

/** The tie-breaks the list offers for a system. */
export function tiebreakCodesFor(system: PairingSystemId | undefined): readonly string[] {
  return isTeamSystem(system) ? Object.keys(TEAM_TIEBREAK_LABELS) : TIEBREAK_CODES;
}

/** The defaults of `src/core/tiebreaks/codes.ts` (and of the team systems, `src/core/record/settings.ts`), for the "Use defaults" button. */
export function defaultTiebreaks(system: PairingSystemId): readonly string[] {
  if (system === 'team-swiss') return ['GP', 'BH', 'SB', 'DE'];
  if (isTeamSystem(system)) return ['GP', 'DE', 'SB'];
  return system === 'round-robin' || system === 'double-round-robin'
    ? ['DE', 'WIN', 'SB', 'KS']
    : ['BH/C1', 'BH', 'SB', 'DE', 'WIN'];
}

/** A tie-break's name, as every sheet names it; a code the server knows but this table does not is shown as itself. */
export function tiebreakLabel(code: string): string {
  return (TIEBREAK_NAMES as Readonly<Record<string, string>>)[code] ?? TEAM_TIEBREAK_LABELS[code] ?? code;
}

export const PRIMARY_SCORE_LABELS: Record<'match' | 'game', string> = { match: 'Match points', game: 'Game points' };

export const COLOUR_PREFERENCE_LABELS: Record<'A' | 'B' | 'none', string> = {
  A: 'Type A (FIDE C.04.6, the default)',
  B: 'Type B (strong and mild preferences)',
  none: 'None',
};

/** The team named first's colours on the boards (a pattern set from a script is shown as it is). */
export const BOARD_COLOUR_LABELS: Record<string, string> = {
  WB: 'Team named first: White on odd boards (the rule)',
  BW: 'Team named first: Black on odd boards',
};

/**
 * Points as organisers write them.
 *
 * @example
 * formatPoints(0.5); // '½'
 * formatPoints(1.5); // '1½'
 */
export function formatPoints(points: number): string {
  const whole = Math.floor(points);
  const half = Math.abs(points - whole - 0.5) < 1e-9;
  if (half) return whole === 0 ? '½' : `${whole}½`;
  return String(points);
}

/**
 * Reads points as an organiser may type them (`1`, `0.5`, `0,5`, `½`, `1½`);
 * null when the text is not a number.
 */
export function parsePoints(text: string): number | null {
  const cleaned = text.trim().replace(',', '.').replace(/^½$/, '0.5').replace('½', '.5');
  if (cleaned === '' || !/^\d*\.?\d+$|^\d+\.$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Reads a whole number from a text box; null for anything else. */
export function parseWholeNumber(text: string): number | null {
  const cleaned = text.trim();
  return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "Round 2 of 5", or what stands in for it before round 1 or when the total is open. */
export function roundLine(status: Status): string {
  if (status.round === 0) {
    return status.totalRounds > 0 ? `No round paired yet (${plural(status.totalRounds, 'round', 'rounds')} planned)` : 'No round paired yet';
  }
  return status.totalRounds > 0 ? `Round ${status.round} of ${status.totalRounds}` : `Round ${status.round}`;
}

/** "12 players · Dutch Swiss (FIDE)"; after a withdrawal "11 playing, 1 withdrawn · …". */
export function fieldLine(status: Status): string {
  return `${playersWords(status.players, status.withdrawn ?? 0)} · ${SYSTEM_LABELS[status.system] ?? status.system}`;
}

/** "12 players", or with withdrawals "11 playing, 1 withdrawn": the count a reader takes as the field is who plays. */
export function playersWords(players: number, withdrawn: number): string {
  return withdrawn > 0 ? `${players - withdrawn} playing, ${withdrawn} withdrawn` : plural(players, 'player', 'players');
}

/**
 * The heading above the list of boards still waiting for a result: "2
 * results missing in round 3:", or, when a result cell holds something that
 * is not a result, "3 boards need a result in round 3:" (such a board needs
 * attention: its result is not in).
 */
export function missingTitle(status: Status): string {
  const missing = status.missingResults;
  if (missing.length === 0) return status.round > 0 ? `All results of round ${status.round} are in.` : '';
  const rounds = [...new Set(missing.map((result) => result.round))];
  const where = rounds.length === 1 ? ` in round ${rounds[0]}` : '';
  if (missing.some((result) => result.typed !== undefined)) return `${plural(missing.length, 'board needs', 'boards need')} a result${where}:`;
  return `${plural(missing.length, 'result', 'results')} missing${where}:`;
}

/** "Board 3: Ann Smith – Bob Jones", the two names as typed in the sheet, and what a mistyped cell holds. */
export function missingLine(result: MissingResult): string {
  const typed = result.typed === undefined ? '' : ` (typed "${result.typed}", not a result)`;
  return `${result.section === undefined ? 'Board' : `${result.section}, board`} ${result.board}: ${result.white} – ${result.black}${typed}`;
}

/** The heading above the warnings the quick Swiss from typed lines returns with its table. */
export function warningsTitle(count: number): string {
  return `${plural(count, 'warning', 'warnings')}: check ${count === 1 ? 'this line' : 'these lines'} before play.`;
}

const POINT_NAMES: Record<keyof PointSettings, string> = {
  win: 'win',
  draw: 'draw',
  loss: 'loss',
  pairingAllocatedBye: 'bye',
  requestedBye: 'requested bye',
  lateEntry: 'each round a late entry missed',
};

/** What a successful save changed, in words: "Saved: 7 rounds." */
export function describeSaved(patch: SettingsPatch): string {
  const parts: string[] = [];
  if (patch.system !== undefined) parts.push(SYSTEM_LABELS[patch.system]);
  if (patch.rounds !== undefined) {
    parts.push(patch.rounds === 0 ? 'as many rounds as the field needs' : plural(patch.rounds, 'round', 'rounds'));
  }
  if (patch.round1Method !== undefined) parts.push(`round 1 by ${ROUND_ONE_LABELS[patch.round1Method].toLowerCase()}`);
  if (patch.seed !== undefined) parts.push(`seed ${patch.seed}`);
  if (patch.acceleration !== undefined) parts.push(patch.acceleration === 'none' ? 'no acceleration' : 'Baku acceleration');
  if (patch.initialColour !== undefined) {
    parts.push(patch.initialColour === 'lot' ? 'first colour drawn by lot' : `${COLOUR_LABELS[patch.initialColour]} first`);
  }
  if (patch.points !== undefined) {
    for (const [key, value] of Object.entries(patch.points) as [keyof PointSettings, number][]) {
      parts.push(`${POINT_NAMES[key]} ${formatPoints(value)}`);
    }
  }
  if (patch.tiebreaks !== undefined) parts.push(patch.tiebreaks.length === 0 ? 'no tie-breaks' : patch.tiebreaks.join(', '));
  const team = patch.team;
  if (team !== undefined) {
    if (team.boards !== undefined) parts.push(plural(team.boards, 'board', 'boards'));
    if (team.primaryScore !== undefined) parts.push(`ranked by ${PRIMARY_SCORE_LABELS[team.primaryScore].toLowerCase()}`);
    if (team.colourPreferences !== undefined) parts.push(team.colourPreferences === 'none' ? 'no colour preferences' : `colour preferences of type ${team.colourPreferences}`);
    if (team.boardColours !== undefined) parts.push(`board colours ${team.boardColours}`);
    for (const [key, value] of Object.entries(team.matchPoints ?? {})) parts.push(`${key === 'win' ? 'a won' : key === 'draw' ? 'a drawn' : 'a lost'} match ${formatPoints(value)}`);
  }
  return `Saved: ${parts.join(', ')}.`;
}

/**
 * The words for an error from `google.script.run`. The server already phrases
 * its errors for organisers; Apps Script may put "Exception:" or "Error:" in
 * front, and a dropped connection comes as a technical NetworkError.
 */
export function errorText(error: unknown): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const text = raw.replace(/^(?:(?:Script)?Error|Exception|Uncaught)\s*:\s*/i, '').trim();
  if (/^NetworkError\b/i.test(text)) {
    return 'Sheetmate could not reach Google (the connection dropped). Check the internet connection, press Refresh to see whether the step went through, then try again.';
  }
  return text === '' ? 'Something went wrong and Sheetmate got no explanation. Press Refresh and try again.' : sayOnce(text, 'Nothing was changed');
}

/**
 * Keeps the first `phrase` of a message and drops its repeats, so a message
 * that says "Nothing was changed" at the start and again at the end says it once.
 *
 * @example
 * sayOnce('Nothing was changed. Round 1 is full. Nothing was changed; look at Pairings.', 'Nothing was changed');
 * // 'Nothing was changed. Round 1 is full. Look at Pairings.'
 */
export function sayOnce(text: string, phrase: string): string {
  const first = text.toLowerCase().indexOf(phrase.toLowerCase());
  if (first < 0) return text;
  const head = text.slice(0, first + phrase.length);
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tail = text
    .slice(first + phrase.length)
    .replace(new RegExp(`\\s*${escaped}\\s*[.;:,]?\\s*(\\S?)`, 'gi'), (_, next: string) => (next === '' ? '' : ` ${next.toUpperCase()}`));
  return head + tail;
}

/**
 * The round a refused step asked for, when the server refused it because the
 * event had moved on ("Round 3 was asked for, but the sheet now stands
 * before round 4"); null for any other message.
 */
export function staleRoundAskedFor(message: string): number | null {
  const match = /\bround (\d+) was asked for\b/i.exec(message);
  return match === null ? null : Number(match[1]);
}

/**
 * What the panel says when a button press was refused because the event had
 * moved on: where it stands now (`status`, read again), or, when it could not
 * be read, to press Refresh.
 */
export function staleNotice(status: Status | null): string {
  const cause = 'Nothing was changed: the event had moved on (a step from the menu, or another organiser)';
  if (status === null) return `${cause}. Press Refresh to see where it stands.`;
  const now = status.round === 0 ? 'has no round paired now' : `is at ${roundLine(status).toLowerCase()} now`;
  return `${cause} and ${now}, as shown here. Look at Pairings first; if this panel still looks out of date, press Refresh.`;
}
