/**
 * Whether `element` is a field the visitor types or chooses in: an input, a text area, a select or
 * an editable element.
 */
export function isField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return element.matches('input, textarea, select') || element.isContentEditable;
}

/**
 * Moves focus to a page's or a step's heading when it shows, so a screen reader announces it and a
 * keyboard continues from the top, unless the visitor is in a field: a page served with its form in
 * the HTML (the find page, issue 30) hydrates while the visitor may already be typing there, and focus
 * taken then sends the rest of the typing nowhere (docs/decisions/040).
 */
export function focusHeading(heading: HTMLElement | null, options?: FocusOptions): void {
  if (!heading || isField(document.activeElement)) return;
  heading.focus(options);
}
