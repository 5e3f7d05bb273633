import { type CSSProperties, useEffect, useRef, useState } from 'react';

const STYLE: CSSProperties = {
  margin: 0,
  padding: '4px 8px',
  maxHeight: 200,
  overflow: 'auto',
  whiteSpace: 'pre',
  fontFamily: 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, monospace',
  fontSize: 13,
  lineHeight: 1.5,
  background: 'rgba(150, 150, 150, 0.1)',
  border: '1px solid rgba(100, 100, 100, 0.2)',
  borderRadius: 4,
};

const isOverflowing = (element: HTMLElement) =>
  element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth;

/**
 * A program's input, output or source as written: every line break and space kept and no line wrapped (a compile
 * error's caret stays under its column), a long text scrolled inside a box of at most 200 px high and the width it
 * is given. A box that scrolls takes the keyboard focus, so it can be scrolled without a mouse (axe
 * scrollable-region-focusable); one that does not stays out of the tab order.
 */
export function TextBlock({ text }: { text: string }) {
  const ref = useRef<HTMLPreElement>(null);
  const [isScrollable, setIsScrollable] = useState(false);
  // Measured after every render (the text may have changed) and whenever the box changes size (a narrower window).
  useEffect(() => {
    const element = ref.current;
    if (element) setIsScrollable(isOverflowing(element));
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setIsScrollable(isOverflowing(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <pre ref={ref} style={STYLE} tabIndex={isScrollable ? 0 : undefined}>
      {text === '' ? ' ' : text}
    </pre>
  );
}
