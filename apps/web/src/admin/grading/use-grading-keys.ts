import { type RefObject, useEffect } from 'react';

/** Where a key press is someone typing (the comment, any field): shortcuts keep out of it. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The grading screen's keys: `j` next answer, `k` previous, a digit starts the score. The score field takes the focus
 * with its text selected, so the browser types the digit there in place of a grade shown before (issue 40: never
 * joined to it), and the digits after it follow in the field. None fires while typing in a field; Enter in the score
 * field is the field's own (save and next).
 */
export function useGradingKeys(handlers: {
  next: () => void;
  previous: () => void;
  scoreField: RefObject<{ focus: (options?: { cursor?: 'all' }) => void } | null>;
}) {
  const { next, previous, scoreField } = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key === 'j') next();
      else if (event.key === 'k') previous();
      else if (/^[0-9]$/.test(event.key)) scoreField.current?.focus({ cursor: 'all' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [next, previous, scoreField]);
}
