import { useEffect } from 'react';
import { postExamHeight } from './parent-frame';

/** SPEC §2 `domain`: while set, the document's height is posted to the parent frame whenever it changes. */
export function useParentHeight(domain: string | null): void {
  useEffect(() => {
    if (!domain) return;
    let lastHeight = -1;
    const post = () => {
      const height = document.documentElement.scrollHeight;
      if (height === lastHeight) return;
      lastHeight = height;
      postExamHeight(domain, height);
    };
    post();
    const observer = new ResizeObserver(post);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [domain]);
}
