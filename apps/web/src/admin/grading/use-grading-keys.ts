import { type RefObject, useEffect } from 'react';

/** Where a key press is someone typing (the comment, any field): shortcuts keep out of it. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The grading screen's keys: `j` next answer, `k` previous, a digit jumps into the score field (the digit is typed
 * there). None fires while typing in a field; Enter in the score field is the field's own (save and next).
 */
export function useGradingKeys(handlers: {
  next: () => void;
  previous: () => void;
  scoreField: RefObject<{ focus: () => void } | null>;
}) {
  const { next, previous, scoreField } = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === 'j') next();
      else if (event.key === 'k') previous();
      else if (/^[0-9]$/.test(event.key)) scoreField.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [next, previous, scoreField]);
}
