'use client';

import { useEffect } from 'react';

/**
 * While `prefix` is set, the tab reads "prefix | pageTitle" instead of the page's own title, so a
 * tab or bookmark of /news/?post={title} names the post. Cleared or unmounted, the title goes back.
 *
 * Why not `document.title = …` or a rendered <title>: the page's <title> belongs to Next's metadata,
 * which React renders and may write again after this island mounts (seen on a deep link), and which
 * wins over a second <title>. The setter would also swap in a new text node, so React's later update
 * on the next page would land on a detached one. So this edits the text node React holds, and only
 * while it still reads this page's own title: another page's title is never touched.
 */
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
