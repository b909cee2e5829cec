/**
 * FIDE Tournament Report Files (TRF16, JaVaFo's extensions, TRF-2026) and the
 * pairing engines' `.pairs` files, in and out of the shared model.
 *
 * @example
 * import { readTrf } from './read';
import { writeTrf } from './write';
 * const file = readTrf(text, 'club.trf');
 * const again = writeTrf(file);
 */

export { readTrf, countRoundsPlayed, roundColumn } from './read';
export { writeTrf, tournamentToTrf, TRF_NAME_WIDTH, type TrfExtras } from './write';
export { readPairs, writePairs, pairingOfRound, type ReadPairsOptions } from './pairs';
export { columns as trfColumns, TrfInputError } from './fields';
export type { TrfAccelerationRange, TrfBye, TrfFile, TrfForbiddenGroup, TrfHeader, TrfStanding, TrfTagStyle } from './types';
