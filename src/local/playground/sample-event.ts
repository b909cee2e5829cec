/**
 * The sample event the playground opens on first start: a 16-player club
 * Swiss of five rounds, entries in the order they came in (not by rating),
 * with the optional Title, Federation and Status columns an organiser fills.
 * The names are invented.
 */
import type { SettingsPatch } from '../../core/record/settings';
import { LocalWorkbook, type CellValue } from '../apps-script/workbook';

/** Name, title, rating, federation. */
const ENTRIES: readonly (readonly [string, string, number, string])[] = [
  ['Aleksandra Nowak', 'WFM', 2186, 'POL'],
  ['Daniel Okafor', 'FM', 2241, 'NGR'],
  ['Priya Raghavan', 'WCM', 2012, 'IND'],
  ['Jonas Lindqvist', '', 1987, 'SWE'],
  ['Marta Ferreira', '', 1893, 'POR'],
  ['Tomás Hernández', 'CM', 2105, 'ESP'],
  ['Hannah Becker', '', 1768, 'GER'],
  ['Oliver Grant', '', 1834, 'ENG'],
  ['Yuki Tanaka', '', 1702, 'JPN'],
  ['Luca Bianchi', '', 1925, 'ITA'],
  ['Sofia Petrova', '', 1655, 'BUL'],
  ['Samuel Mensah', '', 1590, 'GHA'],
  ['Emma Dubois', '', 1540, 'FRA'],
  ['Arjun Mehta', '', 1475, 'IND'],
  ['Chloe Murphy', '', 1610, 'IRL'],
  ['Noah Visser', '', 1420, 'NED'],
];

/** The header row of the sample's Players sheet (the template spreadsheet's too: scripts/template.ts). */
export const SAMPLE_PLAYERS_HEADER: readonly string[] = ['Name', 'Title', 'Rating', 'Federation', 'Status'];

/** The settings the sample is played with, saved through the add-on's own saveSettings. */
export const SAMPLE_SETTINGS: SettingsPatch = { system: 'dutch', rounds: 5 };

/** The players of the sample event, in entry order. */
export const SAMPLE_PLAYERS: readonly { readonly name: string; readonly rating: number }[] = ENTRIES.map(([name, , rating]) => ({ name, rating }));

/**
 * A workbook with the sample's Players sheet, as an organiser would type it:
 * bold header row, frozen, names as text.
 */
export function createSampleWorkbook(): LocalWorkbook {
  const workbook = new LocalWorkbook('Riverside Chess Club: Autumn Swiss');
  const rows: CellValue[][] = [
    SAMPLE_PLAYERS_HEADER.slice(),
    // A leading apostrophe keeps a name text, whatever it looks like.
    ...ENTRIES.map(([name, title, rating, federation]) => [`'${name}`, title, rating, federation, '']),
  ];
  const sheet = workbook.setSheetRows('Players', rows);
  rows[0]!.forEach((_, c) => {
    sheet.cellAt(1, c + 1, true)!.bold = true;
  });
  sheet.frozenRows = 1;
  return workbook;
}
