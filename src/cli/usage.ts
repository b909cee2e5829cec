/** The command line's help text: what each command, option and kind of file is. */

export const USAGE = `Usage:
  sheetmate pair FILE [options]        pair the next round (or --round N) and print it
  sheetmate check FILE.trf [--format text|json]
                                       re-pair every round of a TRF with the FIDE Dutch system
                                       and report each round that differs (exit 1)
  sheetmate standings FILE.trf [options]
                                       standings with tie-breaks
  sheetmate explain FILE [options]     why each board of a round is paired as it is, in words,
                                       with the FIDE article behind each sentence

FILE is one of:
  Players CSV       the Players sheet saved as CSV: a header row (Name, Rating, …), one player a row
  quick-Swiss text  a .txt file, one player a line: Name | score | opponents
                    (e.g. "Ann Lee | 2.5 | Bo Chan, Cy Diaz")
  FIDE TRF          a Tournament Report File (.trf): players, rounds and results

pair options:
  --system S        dutch        FIDE Dutch Swiss (the default for a TRF)
                    split        round 1: top half against bottom half, colours alternating
                                 down the boards (the default for a CSV)
                    fold         round 1: 1 against N, 2 against N-1, …; on an odd count
                                 the top seed gets the bye
                    slide        round 1: 1 against N/2+1, 2 against N/2+2, …
                    adjacent     round 1: 1 against 2, 3 against 4, …
                                 (split, slide, adjacent: the lowest seed gets the bye)
                    random       round 1: drawn by lot (--seed N repeats a draw)
                    quick        score-order Swiss (the default for a quick-Swiss text)
                    round-robin, double-round-robin
                                 FIDE Berger tables
  --round N         the round to pair (a whole number from 1)
  --initial-colour white|black   the colour of the top seed in round 1 (default white)
  --seed N          the seed of the random draw
  --format text|json|pairs       pairs: one line per board, as pairing engines write it

standings options:
  --system swiss|round-robin     (default swiss)
  --tiebreaks CODES              e.g. BH/C1,BH,SB,DE,WIN (the default for swiss;
                                 DE,WIN,SB,KS for round-robin)
  --format text|json|csv         csv writes points as numbers (4.5) for a spreadsheet

explain options:
  --round R         a round the TRF holds: explained as paired there (the facts before round R;
                    it says when the Dutch rules would have paired it otherwise); the round after
                    the last: paired now, then explained (default: the file's last round)
  --players A,B     why A and B were not paired (start numbers or names): the round re-paired with
                    them forced to meet, and the first rule that gets worse (Dutch system)
  --system S        dutch (the default), quick, round-robin, double-round-robin
  --format text|json json: { round, boards: [{ board, white, black, colourRule, words }], bye,
                    whyNot }, each player as { no, points, preference, floats } (docs/explain.md)`;

/**
 * The commands alone, printed on a usage mistake (no command, an unknown one,
 * a missing FILE) so the message stays short; `--help` prints the whole text.
 */
export const COMMAND_SUMMARY = `${USAGE.slice(0, USAGE.indexOf('\n\nFILE is one of:'))}

sheetmate --help says what each option does and which kinds of FILE are read.`;
