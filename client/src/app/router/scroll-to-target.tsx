import { useEffect } from 'react';
import { useLocation } from 'react-router';

const HASH_WAIT_MS = 10_000;

function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
}

/**
 * After each navigation: scroll to the hash anchor when there is one (waiting for a lazily
 * loaded screen to render it), else to the top.
 */
export function ScrollToTarget() {
  const { key, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    if (scrollToId(id)) return;
    const observer = new MutationObserver(() => scrollToId(id) && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [key, hash]);

  return null;
}
