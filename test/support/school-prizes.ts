/**
 * The school prize list of the prize-giving tests: a six-player round robin
 * (a school's Saturday, played in 2026) whose final scores tie for first,
 * with years of birth, sexes and schools, and the prize list the organiser
 * types into the Prizes sheet: three places with money (the tie for first
 * shares it, or not), a trophy on top for the winner, two age groups, the
 * best girl, the best school and two prizes nobody can take.
 *
 * Worked out by hand from the rules in docs/prizes.md: final scores Ana 4,
 * Ben 4, Cy 2½, Dana 2, Eli 1½, Fay 1; Ana is ahead of Ben on
 * Sonneborn-Berger (8½ to 8¼; they drew each other and won three games each).
 */
export const SCHOOL_PLAYERS: readonly (readonly (string | number)[])[] = [
  ['Name', 'Rating', 'Born', 'Sex', 'School'],
  ['Ana Silva', 1500, 2013, 'F', 'Hill'],
  ['Ben Okafor', 1450, 2014, 'M', 'Vale'],
  ['Cy Dubois', 1400, 2016, 'M', 'Hill'],
  ['Dana Lee', 1300, 2015, 'F', 'Vale'],
  ['Eli Novak', '', 2017, 'M', 'Oak'],
  ['Fay Moreau', 1200, 2016, 'F', 'Oak'],
];

export const SCHOOL_PRIZES: readonly (readonly (string | number)[])[] = [
  ['Prize', 'Amount', 'Category', 'Extra'],
  ["Champion's trophy", 'Trophy', 'overall', 'yes'],
  ['1st', 30, 'overall', ''],
  ['2nd', 20, 'overall', ''],
  ['3rd', 10, 'overall', ''],
  ['Best under-11', 'Medal', 'u11', ''],
  ['Best under-13', 10, 'u13', ''],
  ['Best girl', 'Medal', 'girls', ''],
  ['Best school', 'Shield', 'school', ''],
  ['Best under-1300', 5, 'rating<1300', ''],
  ['Best under-1000', 5, 'u1000', ''],
];

/** Each game's result for the first-named player (who wins, or a draw), whatever the colours. */
const SCORES: Readonly<Record<string, number>> = {
  'Ana Silva|Ben Okafor': 0.5,
  'Ana Silva|Cy Dubois': 1,
  'Ana Silva|Dana Lee': 1,
  'Ana Silva|Eli Novak': 1,
  'Ana Silva|Fay Moreau': 0.5,
  'Ben Okafor|Cy Dubois': 1,
  'Ben Okafor|Dana Lee': 1,
  'Ben Okafor|Eli Novak': 0.5,
  'Ben Okafor|Fay Moreau': 1,
  'Cy Dubois|Dana Lee': 1,
  'Cy Dubois|Eli Novak': 1,
  'Cy Dubois|Fay Moreau': 0.5,
  'Dana Lee|Eli Novak': 1,
  'Dana Lee|Fay Moreau': 1,
  'Eli Novak|Fay Moreau': 1,
};

/** The result of a board as typed in Pairings, White's first. */
export function schoolResult(white: string, black: string): string {
  const forward = SCORES[`${white}|${black}`];
  const score = forward ?? 1 - SCORES[`${black}|${white}`]!;
  return score === 1 ? '1-0' : score === 0 ? '0-1' : '½-½';
}
