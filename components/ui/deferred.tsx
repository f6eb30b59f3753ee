'use client';

import {
  startTransition,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

export type When = 'intent' | 'idle' | 'visible' | 'now';

type IntentProps = { onPointerEnter: () => void; onPointerDown: () => void; onTouchStart: () => void; onFocus: () => void };

export type Loader<M> = {
  load: () => Promise<M>;
  current: () => M | undefined;
  subscribe: (listener: () => void) => () => void;
  intent: IntentProps;
};

const ignore = () => {};

const inFlight = new Set<Promise<unknown>>();

/** Resolves once no deferred module is downloading, for what should come after every island's module. */
export async function modulesSettled() {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

export function deferred<M>(importer: () => Promise<M>): Loader<M> {
  let pending: Promise<M> | undefined;
  let loaded: M | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    if (pending) return pending;
    pending = importer().then(
      (result) => {
        loaded = result;
        for (const listener of listeners) listener();
        return result;
      },
      (error: unknown) => {
        // Offline: the stand-in stays and the next trigger tries again.
        pending = undefined;
        throw error;
      },
    );
    const settled = pending.finally(() => inFlight.delete(settled)).catch(ignore);
    inFlight.add(settled);
    return pending;
  };
  const preload = () => void load().catch(ignore);
  return {
    load,
    current: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    intent: { onPointerEnter: preload, onPointerDown: preload, onTouchStart: preload, onFocus: preload },
  };
}

export const IDLE_TIMEOUT_MS = 2000;
/** Safari has no requestIdleCallback. */
export const IDLE_FALLBACK_MS = 500;
export const NEAR_MARGIN = '50% 0px';
export const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

export function watch(when: readonly When[], target: EventTarget | null, fire: () => void): () => void {
  const stops: (() => void)[] = [];
  let done = false;
  const stop = () => {
    done = true;
    for (const undo of stops.splice(0)) undo();
  };
  const once = () => {
    if (done) return;
    stop();
    fire();
  };
  for (const trigger of when) {
    if (trigger === 'now') {
      once();
    } else if (trigger === 'idle') {
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(once, { timeout: IDLE_TIMEOUT_MS });
        stops.push(() => cancelIdleCallback(id));
      } else {
        const id = setTimeout(once, IDLE_FALLBACK_MS);
        stops.push(() => clearTimeout(id));
      }
    } else if (trigger === 'visible' && target) {
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), { rootMargin: NEAR_MARGIN });
      observer.observe(target as Element);
      stops.push(() => observer.disconnect());
    } else if (trigger === 'intent' && target) {
      for (const type of INTENT_EVENTS) target.addEventListener(type, once, { passive: true });
      stops.push(() => INTENT_EVENTS.forEach((type) => target.removeEventListener(type, once)));
    }
    if (done) break;
  }
  return stop;
}

/** Focus or click on a stand-in, replayed once on the element replacing it. */
export function carryOver() {
  let focused: string | undefined;
  let clicked: string | undefined;
  return {
    focus: (key: string) => void (focused = key),
    blur: (key: string) => void (focused === key && (focused = undefined)),
    click: (key: string) => void (focused = clicked = key),
    take(key: string) {
      const replay = { focus: focused === key, click: clicked === key };
      if (replay.focus) focused = undefined;
      if (replay.click) clicked = undefined;
      return replay;
    },
  };
}

export type DeferOptions = {
  when: When | readonly When[];
  target?: RefObject<Element | null>;
  only?: () => boolean;
};

export function useDeferred<M>(loader: Loader<M>, { when, target, only }: DeferOptions) {
  const triggers = ([] as When[]).concat(when).join(' ');
  const [started, setStarted] = useState(() => triggers.split(' ').includes('now'));
  const loaded = useSyncExternalStore(loader.subscribe, loader.current, () => undefined);
  const start = useCallback(() => {
    // A transition: swapping inside the focus event that asked for it would drop that focus.
    startTransition(() => setStarted(true));
    void loader.load().catch(ignore);
  }, [loader]);
  const allowed = useEffectEvent(() => !only || only());
  useEffect(() => {
    if (started) {
      void loader.load().catch(ignore);
      return;
    }
    const stopTriggers = watch(triggers.split(' ') as When[], target?.current ?? null, () => allowed() && start());
    // Fetched once the page is idle whatever the trigger, so the swap on a tap has nothing left to download.
    const stopPrefetch = watch(['idle'], null, () => {
      if (allowed()) void loader.load().catch(ignore);
    });
    return () => {
      stopTriggers();
      stopPrefetch();
    };
  }, [started, triggers, target, loader, start]);
  return { module: started ? loaded : undefined, started, start };
}

export type StandInProps = {
  ref: (el: HTMLElement | null) => void;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onClick: () => void;
};

/**
 * `standIn(key)` props go on a plain element; `takeOver(key)` is the ref of the real one inheriting its focus or click.
 * `standIn(key, answer)` is for a stand-in that answers a click itself: `answer` runs and only the focus is carried over.
 */
export function Deferred<M>({
  load,
  when,
  target,
  hold,
  fallback,
  children,
}: {
  load: Loader<M>;
  when: When | readonly When[];
  target?: RefObject<Element | null>;
  /** While true the stand-in stays, such as a dialog it opened itself. */
  hold?: boolean;
  fallback: ReactNode | ((standIn: (key?: string, answer?: () => void) => StandInProps) => ReactNode);
  children: (module: M, takeOver: (key?: string) => (el: HTMLElement | null) => void) => ReactNode;
}) {
  const first = useRef<Element | null>(null);
  const { module, start } = useDeferred(load, { when, target: target ?? first });
  const [carry] = useState(carryOver);
  // Never swap under a press: the click would land on neither element.
  const [pressing, setPressing] = useState(false);
  const release = () => setPressing(false);

  if (module && !pressing && !hold) {
    return children(module, (key = '') => (el) => {
      if (!el) return;
      const replay = carry.take(key);
      if (replay.focus) el.focus({ preventScroll: true });
      // A new task: the click that asked for the module may still be bubbling.
      if (replay.click) setTimeout(() => el.click(), 0);
    });
  }
  if (typeof fallback !== 'function') return fallback;
  return fallback((key = '', answer) => ({
    ref: (el) => {
      if (el) first.current ??= el;
    },
    onPointerEnter: start,
    onTouchStart: start,
    onPointerDown: () => {
      setPressing(true);
      start();
    },
    onPointerLeave: release,
    onPointerCancel: release,
    onFocus: () => {
      carry.focus(key);
      start();
    },
    onBlur: (event) => {
      // A stand-in removed by the swap may report a blur: that focus is carried over.
      if (!event.currentTarget.isConnected) return;
      carry.blur(key);
      release();
    },
    // Space clicks on key up: a swap in between would lose it.
    onKeyDown: (event) => {
      if (event.key === ' ' || event.key === 'Enter') setPressing(true);
    },
    onClick: () => {
      if (answer) {
        carry.focus(key);
        answer();
      } else carry.click(key);
      release();
      start();
    },
  }));
}
