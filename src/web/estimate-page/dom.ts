/** A child of an element: a node, a text, or nothing (null and false are skipped). */
export type Child = Node | string | null | false;

/**
 * A new element with its attributes and children. The customer's page is drawn with this alone:
 * no framework, so the page stays a few kilobytes.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string | boolean>> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, "");
    else if (value !== false) element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child !== null && child !== false) element.append(child);
  }
  return element;
}

/** Replaces everything inside `container`. */
export function show(container: HTMLElement, ...children: Child[]): void {
  container.replaceChildren(...children.filter((child): child is Node | string => child !== null && child !== false));
}
