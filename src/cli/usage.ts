/** The command line's help text: what each command, option and kind of file is. */

const COMMANDS = `Usage:
  sheetmate pair FILE [options]        pair the next round (or --round N) and print it
  sheetmate check FILE.trf [options]   re-pair every round of a TRF (Dutch, or teams by C.04.6)
                                       and report each round that differs (exit 1)
  sheetmate standings FILE.trf [options]
                                       standings with tie-breaks (--ratings: FIDE rating figures)
  sheetmate prizes FILE.trf --prizes PRIZES.csv [options]
                                       the prize-giving: who wins each prize, and how much
  sheetmate explain FILE [options]     why each board of a round is paired as it is, in words,
                                       with the FIDE article behind each sentence`;

/** What a usage mistake prints (on standard error): the commands, and where the rest is. */
export const USAGE_SUMMARY = `${COMMANDS}

sheetmate --help says what each kind of FILE and each option is.`;

/** `sheetmate --help`. */
export const USAGE = `${COMMANDS}

FILE is one of:
  Players CSV       the Players sheet saved as CSV: a header row (Name, Rating, …), one player a row;
                    with a Section column (U8, U10, Open) each section is paired on its own
  quick-Swiss text  a .txt file, one player a line: Name | score | opponents
                    (e.g. "Ann Lee | 2.5 | Bo Chan, Cy Diaz")
  FIDE TRF          a Tournament Report File (.trf): players, rounds and results; one section
                    (Export TRF in the sheet writes one file a section)

pair options:
  --system S        dutch        FIDE Dutch Swiss (the default for a TRF)
                    swiss        the same as dutch (the name standings and check take too)
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
  --round N         the round to pair (a whole number from 1); a TRF's next round, or an earlier
                    one again, never one past its total (XXR) or after a round without results
  --section NAME    pair one section of a Players CSV with a Section column. Without it every
                    section is paired, each under "Section NAME" (JSON: {"sections": [{"section",
                    "round", "boards", "byes"}, …]}; with --section, that one object); --format pairs
                    holds one section, so a list of several needs --section
  --initial-colour white|black   the colour of the top seed in round 1 (default white)
  --seed N          the seed of the random draw
  --format text|json|pairs       pairs: one line per board, as pairing engines write it

check options:
  --system dutch|swiss|team-swiss  the FIDE Dutch system (the default), or a TRF-2026 team file
                                 re-paired by the FIDE Swiss Team Pairing System (C.04.6)
  --format text|json

standings options:
  --system S                     any system pair takes: round-robin and double-round-robin rank as a
                                 round robin, the others (swiss, the default) as a Swiss;
                                 team: the teams of a TRF-2026 team file
  --tiebreaks CODES              e.g. BH/C1,BH,SB,DE,WIN (the default for swiss;
                                 DE,WIN,SB,KS for round-robin; GP,BH,SB,DE for team;
                                 :MP or :GP after a team code counts that score, e.g. BH:GP)
  --format text|json|csv         csv writes points as numbers (4.5) for a spreadsheet
  --ratings         add each player's expected score, rating change (rounded as FIDE
                    rounds, 0.5 away from zero) and performance rating, by the FIDE
                    Rating Regulations (B.02); JSON fields "expected", "ratingChange",
                    "performance" (and "kFactor", "initialRating"). FIDE computes the
                    official figures: these are an estimate from the file.
  --k N             with --ratings: one K for every player instead of the rules' K

prizes options:
  --prizes PRIZES.csv            the prize list, one row a prize, with the columns
                    Prize     the prize's name ("1st", "Best under-1600")
                    Amount    money (100, 12.50, €100), or words such as Trophy for a
                              prize that is not money (never split)
                    Category  who may win it: overall; rating<1600 (add "or unrated" to
                              let unrated players in); rating 1400-1599; u1600; born>=2014;
                              u12 (under 12 on 1 January); 50+; sex=F (w in a TRF);
                              federation=ENG; several joined with "and"
                    and optionally Order (1 = the most valuable; otherwise by Amount)
                    and Extra (yes: won in addition to another prize)
  --share tiebreak|equal|hort    tied players' money: by tie-break (the default), shared
                                 equally, or the Hort system (half shared equally, half
                                 by tie-break); trophies are never split
  --rounding cent|whole          amounts to the cent (the default) or in whole units,
                                 rounded down, with what is left named
  --prizes-per-player N|any      prizes a player may win (default 1: the most valuable
                                 they qualify for; never two of one category)
  --system, --tiebreaks          as for standings: the order prizes go down
  --year YYYY                    the event's year, for ages (default: the TRF's start date)
  --format text|json|csv         json: [{ "prize": row, "name": "…", "winner": start number
                                 or null, "amount": number or null }], one an award in the
                                 list's order; "prize" is the prize's row in PRIZES.csv as a
                                 spreadsheet numbers it: the header is row 1, the first
                                 prize row 2. "amount" is null for a prize that is not money
                                 and for one not awarded (winner null).

explain options:
  --round R         a round the TRF holds: explained as paired there (the facts before round R;
                    it says when the Dutch rules would have paired it otherwise); the round after
                    the last: paired now, then explained (default: the file's last round)
  --players A,B     why A and B were not paired (start numbers or names): the round re-paired with
                    them forced to meet, and the first rule that gets worse (Dutch system)
  --system S        dutch (the default), quick, round-robin, double-round-robin
  --format text|json json: { round, boards: [{ board, white, black, colourRule, words }], bye,
                    whyNot }, each player as { no, points, preference, floats } (docs/explain.md)`;
