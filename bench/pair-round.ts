/**
 * Pairs one round in a fresh process, for the field benchmark: a cold start, as
 * one "Pair next round" is, and a peak memory that belongs to this round alone.
 *
 * Usage: tsx bench/pair-round.ts TOURNAMENT.json ROUND — prints one JSON line:
 * { seconds, peakMb, key } (key: the pairing, to compare with the parent's).
 */

import { readFileSync } from 'node:fs';
import { pairDutch } from '../src/core/dutch/pair-dutch';
import type { Tournament } from '../src/core/model';
import { pairingKey } from './pairing-key';

const [file, roundText] = process.argv.slice(2);
const tournament = JSON.parse(readFileSync(file!, 'utf8')) as Tournament;
const round = Number(roundText);
const start = performance.now();
const pairing = pairDutch(tournament, round);
const seconds = (performance.now() - start) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ seconds, peakMb, key: pairingKey(pairing) }));
