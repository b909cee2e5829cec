/**
 * Small helpers for the words of the add-on's messages.
 */

/** Messages are built to follow a location ("Players, row 3: …"); alone, they start with a capital. */
export function capitalise(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** "1, 2 and 5". */
export function listWords(items: readonly (string | number)[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** " of U10" after a round or a file of section U10; nothing in an event without sections. */
export function ofSection(section: string): string {
  return section === '' ? '' : ` of ${section}`;
}

