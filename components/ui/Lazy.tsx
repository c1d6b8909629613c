'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component from a dynamic import(), rendered once `when` is true and it has loaded: code only
 * some visitors need (a receipt's check, the contact box beside a failed verdict) stays out of the
 * page's first load. `load` must be stable (declared at module level). `fallback` until then (and
 * if the chunk cannot be loaded).
 */
export function Lazy<P extends object>({
  load,
  when = true,
  props,
  fallback = null,
}: {
  load: () => Promise<ComponentType<P>>;
  when?: boolean;
  props: P;
  fallback?: ReactNode;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!when || Loaded) return;
    let gone = false;
    load().then(
      (c) => !gone && setLoaded(() => c),
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [load, when, Loaded]);
  return Loaded ? <Loaded {...props} /> : fallback;
}
