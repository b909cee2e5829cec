/** The sidebar's elements, looked up once by id, and shown or hidden. */

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`sidebar.html has no #${id}`);
  return element as T;
}

export function show(element: HTMLElement, visible: boolean): void {
  element.hidden = !visible;
}
