/**
 * The Teams sheet through the built add-on, one section: written with the
 * other views when Players has a Team (School, Club) column, totals checked
 * by hand.
 */
import { describe, expect, it } from 'vitest';
import { clickMenu, harness, typeAndTrigger, type Harness } from '../support/addon-harness';

function school(header = 'School'): Harness {
  const h = harness({
    Players: [
      ['Name', 'Rating', header],
      ['Asha', 1800, 'Hill'],
      ['Ben', 1700, 'Oak'],
      ['Cy', 1600, 'Hill'],
      ['Dia', 1500, 'Oak'],
      ['Eve', 1400, 'Hill'],
      ['Fin', 1300, 'Oak'],
      ['Gus', 1200, 'Oak'],
      ['Hal', 1100, ''],
    ],
  });
  h.call('onOpen');
  return h;
}

const teams = (h: Harness) => h.workbook.sheet('Teams')!.values().slice(1);

describe('the Teams sheet', () => {
  it('after round 1, White winning every board: Hill 2 (Asha 1, Cy 1), Oak 1 (Fin 1); a player with no school counts for none', () => {
    const h = school();
    clickMenu(h, 'Pair next round');
    // Split, white first: Asha–Eve, Fin–Ben, Cy–Gus, Hal–Dia.
    typeAndTrigger(h, () => '1-0');
    expect(teams(h)).toEqual([
      ['Rank', 'Team', 'Points', 'Next best', 'Players', 'Counting (best 4)'],
      ['1', 'Hill', 2, '', 3, 'Asha 1; Cy 1; Eve 0'],
      ['2', 'Oak', 1, '', 4, 'Fin 1; Ben 0; Dia 0; Gus 0'],
    ]);
  });

  it('counts the best N the settings ask for, and reads Club and Team the same', () => {
    const h = school('Club');
    h.call('saveSettings', { teamScoresCounted: 1 });
    clickMenu(h, 'Pair next round');
    typeAndTrigger(h, (_white, _black, board) => (board === 2 ? '0-1' : '½-½'));
    // Asha ½ Eve ½; Fin 0 Ben 1; Cy ½ Gus ½; Hal ½ Dia ½. Best 1: Oak 1 (Ben), next best ½; Hill ½ (Asha), next best ½.
    expect(teams(h).slice(1)).toEqual([
      ['1', 'Oak', 1, 0.5, 4, 'Ben 1'],
      ['2', 'Hill', 0.5, 0.5, 3, 'Asha 0.5'],
    ]);
  });

  it('is not written without a team column', () => {
    const h = harness({ Players: [['Name', 'Rating'], ['Asha', 1800], ['Ben', 1700]] });
    h.call('onOpen');
    clickMenu(h, 'Pair next round');
    expect(h.workbook.sheet('Teams')).toBeUndefined();
  });
});
