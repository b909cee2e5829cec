/**
 * The name of every tie-break code for people, one table for every place that
 * names one: a standings header ("WIN Rounds won"), Live's note, the command
 * line's legend and the sidebar's list. It imports nothing, so the sidebar
 * can take it into its own bundle without any server code.
 */
export const TIEBREAK_NAMES = {
  PTS: 'Points',
  BH: 'Buchholz',
  'BH/C1': 'Buchholz Cut-1',
  'BH/C2': 'Buchholz Cut-2',
  'BH/M1': 'Buchholz Median-1',
  'BH/M2': 'Buchholz Median-2',
  SB: 'Sonneborn-Berger',
  'SB/C1': 'Sonneborn-Berger Cut-1',
  DE: 'Direct encounter',
  WIN: 'Rounds won',
  WON: 'Games won',
  BPG: 'Games played with Black',
  BWG: 'Games won with Black',
  REP: 'Rounds elected to play',
  PS: 'Progressive score',
  'PS/C1': 'Progressive score Cut-1',
  ARO: 'Average rating of opponents',
  'ARO/C1': 'Average rating of opponents Cut-1',
  TPR: 'Tournament performance rating',
  PTP: 'Perfect tournament performance',
  APRO: 'Average performance rating of opponents',
  APPO: 'Average perfect performance of opponents',
  KS: 'Koya',
  AOB: "Average of opponents' Buchholz",
  FB: 'Fore Buchholz',
  STD: 'Standard points',
  'BH-SIMPLE': 'Buchholz without byes',
  'SB-SIMPLE': 'Sonneborn-Berger without byes',
  LOT: 'Drawing of lots',
} as const;
