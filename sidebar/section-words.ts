/**
 * The words of the sidebar for an event with sections (pure: no page needed,
 * so the tests read them without a browser).
 */
import type { SectionStatus, Status } from '../src/addon/api-types';
import { playersWords, SYSTEM_LABELS } from './labels';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "U10 · Round 2 of 4 · 3 results missing", or the problem that stops it. */
export function sectionLine(section: SectionStatus): string {
  const where =
    section.round === 0
      ? 'no round paired yet'
      : section.totalRounds > 0
        ? `round ${section.round} of ${section.totalRounds}`
        : `round ${section.round}`;
  const next =
    section.next === 'problem'
      ? (section.problem ?? 'cannot be read')
      : section.next === 'wait'
        ? `${plural(section.missingResults.length, 'result', 'results')} missing`
        : section.next === 'finished'
          ? 'finished'
          : `ready for round ${section.round + 1}`;
  return `${section.section} · ${playersWords(section.players, section.withdrawn ?? 0)}, ${SYSTEM_LABELS[section.system] ?? section.system} · ${where} · ${next}`;
}

/** The headline for the whole event: "3 sections · 2 ready to pair". */
export function sectionsHeadline(status: Status): string {
  const sections = status.sections ?? [];
  const ready = sections.filter((section) => section.next === 'pair').length;
  return `${plural(sections.length, 'section', 'sections')} · ${ready === 0 ? 'none ready to pair' : `${ready} ready to pair`}`;
}

/** Each section's round for pairing every ready section at once (the server refuses a section that moved on). */
export function expectedRounds(status: Status): Record<string, number> {
  return Object.fromEntries((status.sections ?? []).filter((section) => section.next === 'pair').map((section) => [section.section, section.round + 1]));
}

