/** The command line's help text: what each command, option and kind of file is. */

export const USAGE = `Usage:
  sheetmate pair FILE [options]        pair the next round (or --round N) and print it
  sheetmate check FILE.trf [--system dutch|team-swiss] [--format text|json]
                                       re-pair every round of a TRF (Dutch, or teams by C.04.6)
                                       and report each round that differs (exit 1)
  sheetmate standings FILE.trf [options]
                                       standings with tie-breaks

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
                    team-swiss   FIDE Swiss Team Pairing System (C.04.6) for a TRF-2026 team file;
                                 pairs: "A B" per match (A: White on board 1), "T 0" the bye
  --round N         the round to pair (a whole number from 1)
  --initial-colour white|black   the colour of the top seed in round 1 (default white)
  --seed N          the seed of the random draw
  --format text|json|pairs       pairs: one line per board, as pairing engines write it

standings options:
  --system swiss|round-robin|team   (default swiss; team: a TRF-2026 team file)
  --tiebreaks CODES              e.g. BH/C1,BH,SB,DE,WIN (the default for swiss;
                                 DE,WIN,SB,KS for round-robin; GP,BH,SB,DE for team)
  --format text|json|csv         csv writes points as numbers (4.5) for a spreadsheet`;
