/**
 * The words of the actions' messages: a message alone starts with a
 * capital, lists read "1, 2 and 5", and a section is named only in an event
 * that has sections.
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

/** How a section is named in messages: "U10: …" (nothing for an event without sections). */
export function inSection(section: string, message: string): string {
  return section === '' ? message : `${section}: ${message}`;
}
