'use client';

import { useEffect } from 'react';

/** Edits the text node React holds for <title>, only while it reads this page's title: Next's metadata may
 * rewrite <title>, and `document.title =` would detach React's node. */
export function useTitlePrefix(prefix: string | null, pageTitle: string) {
  useEffect(() => {
    if (!prefix) return;
    const wanted = `${prefix} | ${pageTitle}`;
    const text = () => document.head.querySelector('title')?.firstChild;
    const apply = () => {
      const node = text();
      if (node instanceof Text && node.data === pageTitle) node.data = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      const node = text();
      if (node instanceof Text && node.data === wanted) node.data = pageTitle;
    };
  }, [prefix, pageTitle]);
}
