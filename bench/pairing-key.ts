import type { RoundPairing } from '../src/core/model';

/** A pairing as comparable text: games with colours (sorted) and the byes. */
export function pairingKey(pairing: RoundPairing): string {
  const games = pairing.boards.map((b) => `${b.white}-${b.black}`).sort();
  const byes = pairing.byes.map((b) => `${b.kind}:${b.player}`).sort();
  return `${games.join(' ')} | ${byes.join(' ')}`;
}
