import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Deferred,
  IDLE_FALLBACK_MS,
  IDLE_TIMEOUT_MS,
  INTENT_EVENTS,
  NEAR_MARGIN,
  carryOver,
  deferred,
  watch,
} from '@/components/ui/deferred';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deferred(): a module fetched on first demand', () => {
  it('imports once, however often it is asked for, and tells its subscribers when it arrives', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const loader = deferred(importer);
    const listener = vi.fn();
    loader.subscribe(listener);
    expect(importer).not.toHaveBeenCalled();
    expect(loader.current()).toBeUndefined();

    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect(a).toBe(b);
    expect(loader.current()).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    await loader.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch (offline), and the failure is not left unhandled by the intent handlers', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ ok: true });
    const loader = deferred(importer);
    loader.intent.onPointerEnter();
    await settle();
    expect(loader.current()).toBeUndefined();
    await expect(loader.load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('every intent handler (pointer over, pointer down, touch, focus) starts the fetch', () => {
    for (const handler of ['onPointerEnter', 'onPointerDown', 'onTouchStart', 'onFocus'] as const) {
      const importer = vi.fn(async () => ({}));
      deferred(importer).intent[handler]();
      expect(importer, handler).toHaveBeenCalledTimes(1);
    }
  });

  it('an unsubscribed listener hears nothing', async () => {
    const loader = deferred(async () => 1);
    const listener = vi.fn();
    loader.subscribe(listener)();
    await loader.load();
    expect(listener).not.toHaveBeenCalled();
  });
});

/** Stands in for the browser's idle callbacks and IntersectionObserver, recording what watch() asks of them. */
function fakeBrowser({ idle = true } = {}) {
  const idles: { callback: () => void; timeout: number }[] = [];
  const cancelled: number[] = [];
  const observers: { callback: (entries: { isIntersecting: boolean }[]) => void; margin: string; observed: unknown[]; disconnected: boolean }[] = [];
  if (idle) {
    vi.stubGlobal('requestIdleCallback', (callback: () => void, { timeout }: { timeout: number }) => idles.push({ callback, timeout }) - 1);
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
  }
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void, { rootMargin }: { rootMargin: string }) {
        this.record = { callback, margin: rootMargin, observed: [], disconnected: false };
        observers.push(this.record);
      }
      observe(target: unknown) {
        this.record.observed.push(target);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return { idles, observers, cancelled };
}

describe('watch(): when a deferred module is fetched', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("'now' fires at once", () => {
    const fire = vi.fn();
    watch(['now'], null, fire);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it("'idle' waits for an idle callback, at most IDLE_TIMEOUT_MS", () => {
    const fake = fakeBrowser();
    const fire = vi.fn();
    watch(['idle'], null, fire);
    expect(fire).not.toHaveBeenCalled();
    expect(fake.idles).toHaveLength(1);
    expect(fake.idles[0]!.timeout).toBe(IDLE_TIMEOUT_MS);
    fake.idles[0]!.callback();
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it("'idle' falls back to a timer where there are no idle callbacks", () => {
    fakeBrowser({ idle: false });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fire = vi.fn();
    watch(['idle'], null, fire);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it("'visible' fires when the target comes within half a screen of the viewport", () => {
    const fake = fakeBrowser();
    const target = new EventTarget();
    const fire = vi.fn();
    watch(['visible'], target, fire);
    const [observer] = fake.observers;
    expect(observer!.margin).toBe(NEAR_MARGIN);
    expect(observer!.observed).toEqual([target]);
    observer!.callback([{ isIntersecting: false }]);
    expect(fire).not.toHaveBeenCalled();
    observer!.callback([{ isIntersecting: true }]);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
  });

  it("'intent' fires on each kind of reaching for the target, then stops listening", () => {
    for (const type of INTENT_EVENTS) {
      const target = new EventTarget();
      const fire = vi.fn();
      watch(['intent'], target, fire);
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event(type));
      expect(fire, type).toHaveBeenCalledTimes(1);
    }
  });

  it('fires once, on the first trigger, and cancels the others', () => {
    const fake = fakeBrowser();
    const target = new EventTarget();
    const fire = vi.fn();
    watch(['idle', 'visible', 'intent'], target, fire);
    target.dispatchEvent(new Event('pointerenter'));
    fake.idles[0]!.callback();
    fake.observers[0]!.callback([{ isIntersecting: true }]);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(fake.cancelled).toEqual([0]);
    expect(fake.observers[0]!.disconnected).toBe(true);
  });

  it('once stopped, nothing fires', () => {
    const fake = fakeBrowser();
    const target = new EventTarget();
    const fire = vi.fn();
    const stop = watch(['idle', 'visible', 'intent'], target, fire);
    stop();
    target.dispatchEvent(new Event('focusin'));
    fake.idles[0]!.callback();
    fake.observers[0]!.callback([{ isIntersecting: true }]);
    expect(fire).not.toHaveBeenCalled();
  });

  it("without a target, 'visible' and 'intent' wait for nothing else", () => {
    const fake = fakeBrowser();
    const fire = vi.fn();
    watch(['visible', 'intent'], null, fire);
    expect(fake.observers).toHaveLength(0);
    expect(fire).not.toHaveBeenCalled();
  });
});

describe('carryOver(): the click or focus a stand-in hands to the real element', () => {
  it('hands a click (and the focus a click gives) to the element taking that stand-in’s place, once', () => {
    const carry = carryOver();
    carry.click('b');
    expect(carry.take('a')).toEqual({ focus: false, click: false });
    expect(carry.take('b')).toEqual({ focus: true, click: true });
    expect(carry.take('b')).toEqual({ focus: false, click: false });
  });

  it('hands over focus that is still there, not focus that has moved on', () => {
    const carry = carryOver();
    carry.focus('a');
    carry.blur('a');
    expect(carry.take('a')).toEqual({ focus: false, click: false });
    carry.focus('a');
    carry.focus('b');
    carry.blur('a');
    expect(carry.take('b')).toEqual({ focus: true, click: false });
  });

  it('the last stand-in clicked is the one replayed', () => {
    const carry = carryOver();
    carry.click('a');
    carry.click('b');
    expect(carry.take('a')).toEqual({ focus: false, click: false });
    expect(carry.take('b')).toEqual({ focus: true, click: true });
  });
});

describe('<Deferred> on the server', () => {
  type Real = { Real: () => string };
  const render = (loader: ReturnType<typeof deferred<Real>>) => {
    const props = {
      load: loader,
      when: 'now' as const,
      fallback: (standIn: (key?: string) => object) => createElement('button', { ...standIn(), type: 'button' }, 'stand-in'),
      children: (m: Real) => createElement('p', null, m.Real()),
    };
    return renderToString(createElement(Deferred<Real>, props));
  };

  it('renders the stand-in, even when the module has already arrived, so hydration matches', async () => {
    const loader = deferred(async () => ({ Real: () => 'real' }));
    expect(render(loader)).toBe('<button type="button">stand-in</button>');
    await loader.load();
    expect(render(loader)).toBe('<button type="button">stand-in</button>');
  });

  it('renders a plain fallback node as it is', () => {
    const props = { load: deferred(async () => ({})), when: 'idle' as const, fallback: createElement('p', null, 'Loading…'), children: () => 'real' };
    const html = renderToString(createElement(Deferred<object>, props));
    expect(html).toBe('<p>Loading…</p>');
  });
});
