/**
 * The system names every command takes, so one `--system` works throughout:
 * `swiss` is the FIDE Dutch system (as `dutch`), the default Swiss of a rated
 * event; `standings` ranks a round robin as one and every other system as a Swiss.
 */

export const ROUND_ONE_SYSTEMS = ['split', 'fold', 'slide', 'adjacent', 'random'] as const;
export const SYSTEM_NAMES = ['dutch', 'swiss', ...ROUND_ONE_SYSTEMS, 'quick', 'round-robin', 'double-round-robin'] as const;
export type SystemName = (typeof SYSTEM_NAMES)[number];
/** A system as the pairing takes it: `swiss` read as `dutch`. */
export type PairingSystemName = Exclude<SystemName, 'swiss'>;

export function pairingSystemOf(name: SystemName): PairingSystemName {
  return name === 'swiss' ? 'dutch' : name;
}

/** How standings rank an event of that system: a round robin, or a Swiss. */
export function standingsSystemOf(name: SystemName): 'swiss' | 'round-robin' {
  return name === 'round-robin' || name === 'double-round-robin' ? 'round-robin' : 'swiss';
}
