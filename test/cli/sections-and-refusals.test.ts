/**
 * The command line reads a file as the sheet reads the same entries: a
 * Players CSV with a Section column is paired section by section (never U8
 * against Open), a TRF is refused where the sheet refuses the event (every
 * round paired, a round without results), the same problem on several rows is
 * said once, whole, and one system name (`swiss`) works with every command.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main';
import { LINE_CHARACTERS } from '../../src/cli/messages';
import { USAGE } from '../../src/cli/usage';

function run(args: string[], files: Record<string, string>) {
  return runCli(args, { readFile: (path) => files[path] ?? (() => { throw new Error('ENOENT'); })() });
}

const SCHOOL = [
  'Name,Rating,Section,School',
  'Ava Stone,1210,U8,Hill',
  'Omar Reed,1850,Open,Vale',
  'Ben Cole,1150,U8,Vale',
  'Priya Nair,1790,Open,Hill',
  'Cleo Park,1100,u8 ,Hill',
  'Quinn Lowe,1720,Open,Vale',
  'Dev Shah,1050,U8,Vale',
  'Rosa Diaz,1660,Open,Hill',
  'Sam Ito,1600,Open,Vale',
  '',
].join('\n');

/** The same players, one section alone, without the Section column. */
function alone(section: string): string {
  const rows = SCHOOL.trim().split('\n').map((line) => line.split(','));
  const kept = rows.slice(1).filter((row) => row[2]!.trim().toLowerCase() === section.toLowerCase());
  return ['Name,Rating,School', ...kept.map((row) => [row[0], row[1], row[3]].join(','))].join('\n') + '\n';
}

interface Round {
  section?: string;
  round: number;
  boards: { board: number; white: string; black: string }[];
  byes: { player: string; kind: string; points: number }[];
}

const U8 = ['Ava Stone', 'Ben Cole', 'Cleo Park', 'Dev Shah'];

describe('a Players CSV with a Section column', () => {
  it('pairs each section on its own, exactly as its players alone, never U8 against Open', () => {
    for (const system of ['dutch', 'split', 'fold', 'quick']) {
      const out = run(['pair', 'school.csv', '--system', system, '--format', 'json'], { 'school.csv': SCHOOL });
      expect(out.exitCode, system).toBe(0);
      const { sections } = JSON.parse(out.stdout) as { sections: Round[] };
      expect(sections.map((section) => section.section)).toEqual(['U8', 'Open']);
      for (const section of sections) {
        const own = JSON.parse(run(['pair', 'own.csv', '--system', system, '--format', 'json'], { 'own.csv': alone(section.section!) }).stdout) as Round;
        expect({ ...section, section: undefined }, `${system} ${section.section}`).toEqual({ ...own, section: undefined });
        for (const board of section.boards) expect(U8.includes(board.white), `${system}: ${board.white} – ${board.black}`).toBe(U8.includes(board.black));
      }
    }
  });

  it('prints each section under its name in text', () => {
    const out = run(['pair', 'school.csv', '--system', 'dutch'], { 'school.csv': SCHOOL });
    expect(out.exitCode).toBe(0);
    const [u8, open] = out.stdout.split('\n\n');
    expect(u8).toMatch(/^Section U8\nRound 1\nBoard {2}White/);
    expect(open).toMatch(/^Section Open\nRound 1\n/);
    for (const name of U8) {
      expect(u8).toContain(name);
      expect(open).not.toContain(name);
    }
    expect(open).toMatch(/Bye: Sam Ito \(pairing allocated, 1 point\)/);
  });

  it('pairs one section with --section (case and spacing aside), in every format', () => {
    const json = JSON.parse(run(['pair', 'school.csv', '--section', ' open', '--format', 'json'], { 'school.csv': SCHOOL }).stdout) as Round;
    expect(json.section).toBe('Open');
    expect(json.boards).toHaveLength(2);
    const text = run(['pair', 'school.csv', '--section', 'U8'], { 'school.csv': SCHOOL }).stdout;
    expect(text).toMatch(/^Section U8\nRound 1\n/);
    expect(text).not.toContain('Section Open');
    // The pairs format with the section's own start numbers (Ava 1, Ben 2, Cleo 3, Dev 4).
    expect(run(['pair', 'school.csv', '--section', 'u8', '--format', 'pairs'], { 'school.csv': SCHOOL }).stdout).toBe('2\n1 3\n4 2\n');
  });

  it('refuses in words what cannot be done: the pairs format for several sections, a section the file lacks, --section without sections', () => {
    const pairs = run(['pair', 'school.csv', '--format', 'pairs'], { 'school.csv': SCHOOL });
    expect(pairs).toMatchObject({ exitCode: 2, stdout: '' });
    expect(pairs.stderr).toBe(
      '--format pairs holds one field\'s round, and school.csv has 2 sections (U8, Open): pair one with --section U8 (its start numbers are that section\'s), or choose --format text or json.\n',
    );
    expect(run(['pair', 'school.csv', '--section', 'U10'], { 'school.csv': SCHOOL }).stderr).toBe('school.csv has no section "U10": its sections are U8 and Open.\n');
    expect(run(['pair', 'players.csv', '--section', 'U8'], { 'players.csv': alone('U8') }).stderr).toMatch(/players\.csv has no Section column in use, so there is no section "U8" to choose/);
    const trf = readFileSync(join(__dirname, '..', 'fixtures', 'trf', 't-n007-r06-s494403710.trf'), 'utf8');
    expect(run(['pair', 'event.trf', '--section', 'U8'], { 'event.trf': trf }).stderr).toMatch(/--section chooses a section of a Players CSV/);
  });

  it('names the file, the row and the section when one goes wrong', () => {
    const noSection = SCHOOL.replace('Dev Shah,1050,U8', 'Dev Shah,1050,');
    expect(run(['pair', 'school.csv'], { 'school.csv': noSection }).stderr).toMatch(/^school\.csv, row 8, column Section: Dev Shah has no section\. Type the section \(U8, Open\)/);
    const lonely = `${SCHOOL}Zed Fox,1000,U12,Hill\n`;
    const out = run(['pair', 'school.csv', '--system', 'dutch'], { 'school.csv': lonely });
    expect(out).toMatchObject({ exitCode: 2, stdout: '' });
    expect(out.stderr).toMatch(/^school\.csv, section U12: only 1 player is listed; at least 2 are needed/);
    // The other sections still pair alone.
    expect(run(['pair', 'school.csv', '--section', 'U8'], { 'school.csv': lonely }).exitCode).toBe(0);
  });

  it('standings and check say a CSV holds no rounds, and where the TRF of each section comes from', () => {
    for (const command of ['standings', 'check']) {
      const out = run([command, 'school.csv'], { 'school.csv': SCHOOL });
      expect(out.exitCode).toBe(2);
      expect(out.stderr).toMatch(/school\.csv is a Players CSV, which holds no rounds\. In the sheet, Sheetmate ▸ Export TRF writes the event \(one TRF a section, with sections\)/);
    }
  });
});

/** A reference tournament of 15 players and 5 rounds, with the total of rounds the file gives. */
function fiveRounds(total: number): string {
  const text = readFileSync(join(__dirname, '..', 'fixtures', 'trf', 't-n015-r05-s1378262895.trf'), 'utf8');
  return text.replace(/^(012 .*)$/m, `$1\nXXR ${total}`);
}

describe('a TRF the sheet would refuse', () => {
  it('refuses a round past the event: all five rounds of XXR 5 are paired', () => {
    const out = run(['pair', 'event.trf'], { 'event.trf': fiveRounds(5) });
    expect(out).toMatchObject({ exitCode: 2, stdout: '' });
    expect(out.stderr).toBe(
      'event.trf is finished: all 5 rounds of the event (XXR 5) are paired, so there is no round 6 to pair. To add a round, raise the number on the XXR line.\n',
    );
    expect(run(['pair', 'event.trf', '--round', '7', '--system', 'quick'], { 'event.trf': fiveRounds(5) }).stderr).toBe(
      'event.trf is an event of 5 rounds (XXR 5); --round 7 is not one of them.\n',
    );
    // With rounds to go, round 6 is paired.
    const going = run(['pair', 'event.trf', '--format', 'json'], { 'event.trf': fiveRounds(7) });
    expect(going.exitCode).toBe(0);
    expect(JSON.parse(going.stdout).round).toBe(6);
  });

  it('refuses the next round while the last one lacks results, naming the games', () => {
    // Round 5's result characters (column 139) blanked on the lines of players 1 and 2, who met in it.
    const lines = fiveRounds(7).split('\n');
    const blank = (number: number) => {
      const index = lines.findIndex((line) => line.startsWith(`001 ${String(number).padStart(4)} `));
      lines[index] = `${lines[index]!.slice(0, 138)} ${lines[index]!.slice(139)}`;
    };
    const one = lines.find((line) => line.startsWith('001    1 '))!;
    const opponent = Number(one.slice(131, 135));
    blank(1);
    blank(opponent);
    const out = run(['pair', 'event.trf'], { 'event.trf': lines.join('\n') });
    expect(out.exitCode).toBe(2);
    const [white, black] = one[136] === 'w' ? [1, opponent] : [opponent, 1];
    expect(out.stderr).toBe(
      `event.trf: round 5 is not finished: no result for ${white}–${black} (Test${String(white).padStart(4, '0')} Player${String(white).padStart(4, '0')} – ` +
        `Test${String(black).padStart(4, '0')} Player${String(black).padStart(4, '0')}). Give each game of round 5 its result, then pair round 6.\n`,
    );
  });
});

describe('errors on the terminal', () => {
  it('says a problem found on four rows once, whole, naming every row', () => {
    const unrated = 'Name,Rating\nAnn,1500\nBob,\nCy,\nDi,1200\nEd,\nFi,\n';
    const out = run(['pair', 'players.csv'], { 'players.csv': unrated });
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toBe(
      'players.csv, rows 3, 4, 6 and 7, column Rating: the rating is blank, and the rating split (round 1 by rating: top half against bottom half) ' +
        'needs a rating above 0 for every player. Give an unrated player an estimate you can defend, or choose another round-1 method ' +
        '(the FIDE Dutch system ranks unrated players after the rated ones).\n',
    );
  });

  it('keeps different problems apart, and bounds a message that quotes a whole broken file', () => {
    const mixed = run(['pair', 'players.csv'], { 'players.csv': 'Name,Rating\nAnn,1500\nBob,\nCy,0\n' });
    expect(mixed.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^players\.csv, row 3, column Rating: the rating is blank/),
      expect.stringMatching(/^players\.csv, row 4, column Rating: the rating is 0/),
    ]);
    // A rating cell that holds the rest of a file (an unclosed quote), quoted in the message.
    const broken = `Name,Rating\nAnn,"${'1500 Bo '.repeat(2000)}\n`;
    const out = run(['pair', 'players.csv', '--system', 'dutch'], { 'players.csv': broken });
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toMatch(/^players\.csv, row 2, column Rating: "1500 Bo 1500/);
    for (const line of out.stderr.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(LINE_CHARACTERS);
    expect(out.stderr.trimEnd()).toMatch(/ (1500|Bo)…$/);
  });
});

describe('one system name for every command', () => {
  const trf = fiveRounds(7);

  it('pairs with --system swiss as with dutch, checks and ranks with it too', () => {
    const swiss = run(['pair', 'event.trf', '--system', 'swiss', '--format', 'pairs'], { 'event.trf': trf });
    expect(swiss.exitCode).toBe(0);
    expect(swiss.stdout).toBe(run(['pair', 'event.trf', '--system', 'dutch', '--format', 'pairs'], { 'event.trf': trf }).stdout);
    expect(run(['pair', 'p.csv', '--system', 'swiss', '--format', 'json'], { 'p.csv': alone('Open') }).exitCode).toBe(0);
    expect(run(['check', 'event.trf', '--system', 'swiss'], { 'event.trf': trf })).toMatchObject({ exitCode: 0, stdout: expect.stringContaining('Every round agrees') });
    expect(run(['check', 'event.trf', '--system', 'quick'], { 'event.trf': trf }).stderr).toMatch(/--system must be one of dutch, swiss, team-swiss, not "quick"/);
    const standings = run(['standings', 'event.trf', '--system', 'swiss'], { 'event.trf': trf }).stdout;
    expect(run(['standings', 'event.trf', '--system', 'dutch'], { 'event.trf': trf }).stdout).toBe(standings);
    expect(run(['standings', 'event.trf', '--system', 'double-round-robin'], { 'event.trf': trf }).stdout).toBe(
      run(['standings', 'event.trf', '--system', 'round-robin'], { 'event.trf': trf }).stdout,
    );
  });

  it('--help says so', () => {
    expect(USAGE).toMatch(/swiss {8}the same as dutch/);
    expect(USAGE).toMatch(/--system S {21}any system pair takes/);
    expect(USAGE).toMatch(/--system dutch\|swiss/);
    expect(USAGE).toMatch(/--section NAME/);
  });
});
