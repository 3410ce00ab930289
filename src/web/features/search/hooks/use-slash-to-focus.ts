import { useEffect, type RefObject } from "react";

/** Where a typed "/" is text, not a shortcut. */
const TYPING_TARGETS = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
/** A dialog keeps the focus inside it; the shortcut must not pull it out. */
const MODAL = '[role="dialog"], [role="alertdialog"]';

/** Pressing "/" anywhere but in a text field or a dialog focuses `input` (as on GitHub or MDN). */
export function useSlashToFocus(input: RefObject<HTMLInputElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target && (target.closest(TYPING_TARGETS) || target.closest(MODAL) || (target as HTMLElement).isContentEditable)) return;
      if (!input.current) return;
      event.preventDefault();
      input.current.focus();
      input.current.select();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [input, enabled]);
}
