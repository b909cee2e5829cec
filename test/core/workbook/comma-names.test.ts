/**
 * Names with commas ("Carlsen, Magnus", as FIDE writes them) where lists are
 * comma-separated: read against the names known, or refused with words that
 * name the separator and how to type the list.
 */
import { describe, expect, it } from 'vitest';
import { pairAction } from '../../../src/core/actions/pair';
import { quickSwissTextAction } from '../../../src/core/actions/quick-swiss-text';
import { parseQuickSwissText } from '../../../src/core/systems/quick-swiss-text';
import { knownNames, splitNameList } from '../../../src/core/workbook/names/name-lists';
import { applyPlan, players, workbook } from '../../support/sheet-values';

describe('splitNameList', () => {
  const known = knownNames(['Carlsen, Magnus', 'Caruana, Fabiano', 'Ding Liren', 'de la Cruz, Ana Maria, Jr']);
  it.each([
    ['Carlsen, Magnus, Ding Liren', ['Carlsen, Magnus', 'Ding Liren']],
    ['Carlsen,Magnus,Caruana, Fabiano', ['Carlsen, Magnus', 'Caruana, Fabiano']],
    ['Ding Liren, de la Cruz, Ana Maria, Jr', ['Ding Liren', 'de la Cruz, Ana Maria, Jr']],
    ['Carlsen, Magnus; Caruana, Fabiano', ['Carlsen, Magnus', 'Caruana, Fabiano']],
    ['Carlsen, Nobody', ['Carlsen', 'Nobody']],
  ])('%j → %j', (text, names) => {
    expect(splitNameList(text, known).names).toEqual(names);
  });
});

const paper = (opponents: readonly string[]) =>
  players(
    { header: ['Name', 'Rating', 'Score', 'Opponents', 'Colours'] },
    ['Carlsen, Magnus', 2830, 1, opponents[0]!, 'W'],
    ['Caruana, Fabiano', 2800, 0, opponents[1]!, 'B'],
    ['Ding Liren', 2780, 1, opponents[2]!, 'W'],
    ['Nepo, Ian', 2770, 0, opponents[3]!, 'B'],
  );

describe('an Opponents column of "Last, First" names', () => {
  it('is read against Players: the event continues from round 1 on paper, no rematch', () => {
    const read = workbook({ Players: paper(['Caruana, Fabiano', 'Carlsen, Magnus', 'Nepo, Ian', 'Ding Liren']) });
    const after = applyPlan(read, pairAction(read));
    const round2 = after.sheets.get('Pairings')!.filter((row) => row[0] === 2).map((row) => [row[2], row[6]].sort().join(' v '));
    expect(round2).toHaveLength(2);
    expect(round2).not.toContain(['Caruana, Fabiano', 'Carlsen, Magnus'].sort().join(' v '));
    expect(round2).not.toContain(['Ding Liren', 'Nepo, Ian'].sort().join(' v '));
  });

  it('a name that is no one’s is refused with the separator named and how to type the list', () => {
    const read = workbook({ Players: paper(['Caruana, Fabio', 'Carlsen, Magnus', 'Nepo, Ian', 'Ding Liren']) });
    expect(() => pairAction(read)).toThrow(
      'Players, row 2, column Opponents: opponent "Caruana" (round 1) is not on the Players sheet. The names are separated by commas here, so a name with a comma in it (such as "Carlsen, Magnus") is read whole only when it is spelled as it is listed; or separate the names with ";" instead (Carlsen, Magnus; Caruana, Fabiano).',
    );
  });
});

describe('a quick-Swiss text line', () => {
  it('reads "Last, First" opponents whole: no rematch marked as new', () => {
    const field = parseQuickSwissText('Carlsen, Magnus | 1 | Caruana, Fabiano\nCaruana, Fabiano | 0 | Carlsen, Magnus\nDing Liren | 1 | Nepo, Ian\nNepo, Ian | 0 | Ding Liren');
    expect(field.players.map((player) => player.opponents)).toEqual([['Caruana, Fabiano'], ['Carlsen, Magnus'], ['Nepo, Ian'], ['Ding Liren']]);
    expect(field.warnings).toEqual([]);
    const plan = quickSwissTextAction(workbook({}), 'Carlsen, Magnus | 1 | Caruana, Fabiano\nCaruana, Fabiano | 1 | Carlsen, Magnus\nDing Liren | 0 | Nepo, Ian\nNepo, Ian | 0 | Ding Liren');
    expect(plan.result.download!.text).not.toMatch(/Carlsen, Magnus .*\| Caruana, Fabiano/);
    expect(plan.result.download!.text).toContain('No prior match');
  });

  it('an opponent with no line warns, naming the separator', () => {
    const field = parseQuickSwissText('Carlsen, Magnus | 1 | Caruana, Fabio\nCaruana, Fabiano | 0 |');
    expect(field.warnings.map((warning) => warning.message)).toContain(
      'Carlsen, Magnus lists "Caruana", who has no line; left out of the history; a name with a comma in it is read whole only when spelled as its own line spells it (or separate the names with ";")',
    );
  });
});

describe('Do not pair', () => {
  it('a cell holds one name, commas and all', () => {
    const read = workbook({
      Players: players(['Carlsen, Magnus', 2830], ['Caruana, Fabiano', 2800], ['Ding Liren', 2780], ['Nepo, Ian', 2770]),
      'Do not pair': [['Player 1', 'Player 2'], ['Carlsen, Magnus', 'Ding Liren']],
    });
    const boards = applyPlan(read, pairAction(read)).sheets.get('Pairings')!.slice(1).map((row) => [row[2], row[6]].sort().join(' v '));
    expect(boards).not.toContain(['Carlsen, Magnus', 'Ding Liren'].sort().join(' v '));
  });
});
