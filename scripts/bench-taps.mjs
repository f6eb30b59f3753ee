#!/usr/bin/env node
/**
 * Tap benchmark (not part of `npm test`: slow, and timings are noisy). Serves out/ and the empty
 * Next.js page (bench/empty-next) over HTTPS with HTTP/2 and compression, and in Debian's Chromium
 * applies a slow phone through the DevTools protocol, as Lighthouse's devtools mode does: 562.5 ms
 * round trip, 1.47 Mbit/s down, 675 kbit/s up, 4x CPU slowdown. Each run is a first visit (new
 * browser context, empty cache).
 *
 * For each island, and first for a button on the empty page's /tap/ route (the framework's own floor for a tap: its event
 * handling and one state change), it prints the median time from the tap to the frame that shows its answer, timed
 * in the page (Event Timing's paint for an answer drawn while the tap is handled, as INP counts it):
 *   settled  the page hydrated and idle (network quiet, then 1 s);
 *   loading  tapped right after first paint, before React hydrated; shown as the time after
 *            hydration the answer appeared ("lost" when it never did within 20 s).
 * and each page's first contentful paint and hydration (React's first commit, read through the
 * DevTools hook, the same way on the empty page) beside the empty page's, each run's page against
 * the same run's empty page (the median of those differences, and each one).
 *
 *   npm run bench:taps [-- --runs 5 --only mobile-menu,file-drop|none --pages /,/contact/|none --out other-export]
 * Build first (`npm run build`); the empty page is built when missing.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(opt('runs', 5));
const ONLY = opt('only', null)?.split(',');
// Another export to measure, such as an earlier commit's out/ copied aside.
const OUT = opt('out', 'out');
const SITE_PORT = 4410;
const EMPTY_PORT = 4411;
const SLOW_PHONE = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8, cpu: 4 };

/**
 * Each island: where, at which width, what to tap (after `fill`ing a field, if any), what to note just before the tap
 * (`mark`, kept as __bench.mark) and what its answer looks like once drawn.
 */
const dialogShown = () => !!document.querySelector('[role="dialog"], dialog[open]')?.checkVisibility();
const sectionOpened = () => [...document.querySelectorAll('main button[aria-expanded="true"]')].some((b) => b.textContent === window.__bench.tapped);
const currentSlide = () => [...document.querySelectorAll('[aria-roledescription="carousel"] button[aria-label^="Go to slide"]')].findIndex((b) => b.getAttribute('aria-current') === 'true');
const ISLANDS = [
  { name: 'empty-page-button', floor: true, path: '/tap/', width: 375, tap: 'button', answer: () => !document.getElementById('answer')?.hidden },
  {
    name: 'mobile-menu',
    path: '/',
    width: 375,
    tap: 'button[aria-controls="mobile-menu"]',
    answer: () => !document.getElementById('mobile-menu')?.hidden && !!document.querySelector('#mobile-menu a[href="/about/"]'),
  },
  {
    name: 'resources-menu',
    path: '/',
    width: 1280,
    tap: 'header nav button:has-text("Resources")',
    answer: () => [...document.querySelectorAll('header a[href="/tax-center/"]')].some((a) => a.checkVisibility()),
  },
  { name: 'file-drop', path: '/', width: 1280, tap: 'header button:has-text("File Drop")', answer: dialogShown },
  { name: 'client-login', path: '/', width: 1280, tap: 'header button:has-text("Client Login")', answer: dialogShown },
  { name: 'boi-accordion', path: '/services-boi/', width: 375, tap: 'main button[aria-expanded="false"] >> nth=0', answer: sectionOpened },
  { name: 'quickbooks-accordion', path: '/services-quickbooks/', width: 375, tap: 'main button[aria-expanded="false"] >> nth=0', answer: sectionOpened },
  {
    name: 'carousel-arrow',
    path: '/',
    width: 375,
    tap: '[aria-roledescription="carousel"] button[aria-label="Next slide"]',
    mark: currentSlide,
    answer: () => {
      const now = [...document.querySelectorAll('[aria-roledescription="carousel"] button[aria-label^="Go to slide"]')].findIndex((b) => b.getAttribute('aria-current') === 'true');
      return now >= 0 && now !== window.__bench.mark;
    },
  },
  {
    name: 'carousel-bullet',
    path: '/',
    width: 375,
    tap: '[aria-roledescription="carousel"] button[aria-label="Go to slide 3"]',
    answer: () => document.querySelector('[aria-roledescription="carousel"] button[aria-label="Go to slide 3"]')?.getAttribute('aria-current') === 'true',
  },
  { name: 'lightbox', path: '/', width: 375, tap: 'main button[aria-label^="Enlarge image"] >> nth=0', answer: dialogShown },
  { name: 'calendar-filter', path: '/tax-calendar/', width: 375, tap: 'main input[type="checkbox"][value="individuals"]', answer: () => !!document.querySelector('main [data-who][hidden]') },
  {
    name: 'estimator',
    path: '/tax-estimator/',
    width: 375,
    fill: ['#estimator-amount', '85000'],
    tap: 'main form button[type="submit"]',
    answer: () => /\$/.test(document.querySelector('[data-testid="estimate-result"]')?.textContent ?? ''),
  },
  { name: 'contact-submit', path: '/contact/', width: 375, tap: 'main form button[type="submit"]', answer: () => !!document.querySelector('main form [aria-invalid="true"]') },
];
const PAGES = opt('pages', '/,/services-boi/,/contact/').split(',').filter((p) => p !== 'none');

const work = mkdtempSync(join(tmpdir(), 'taps-'));
const cert = join(work, 'cert.pem');
const key = join(work, 'key.pem');
execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
if (!existsSync(join(OUT, 'index.html'))) throw new Error(`No export in ${OUT}/: run "npm run build" first.`);
if (!existsSync('bench/empty-next/out/tap/index.html')) {
  execFileSync(process.execPath, ['../../node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit', cwd: 'bench/empty-next', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}
const servers = [
  spawn(process.execPath, ['scripts/serve.mjs', '--port', String(SITE_PORT), '--dir', OUT, '--tls', `${cert},${key}`], { stdio: 'ignore' }),
  spawn(process.execPath, ['scripts/serve.mjs', '--port', String(EMPTY_PORT), '--dir', 'bench/empty-next/out', '--tls', `${cert},${key}`], { stdio: 'ignore' }),
];
await new Promise((r) => setTimeout(r, 800));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--ignore-certificate-errors'],
});

/** Records first paint, React's first commit, the first tap and the frame its answer appeared in. */
function instrument() {
  const bench = (window.__bench = { fcp: null, hydrated: null, tap: null, tapped: null, mark: null, seen: null, answered: null, events: [] });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => void (bench.hydrated ??= performance.now()),
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') bench.fcp ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // The tap's events as Event Timing reports them, as INP counts them: each from its own time stamp to the paint after it.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) bench.events.push([e.startTime, e.processingStart, e.processingEnd, e.startTime + e.duration]);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The answer is seen by the page itself, on every change to the document after the tap, and stamped once the frame
  // after it has been drawn (a task queued from that frame's animation callback runs after its paint).
  const check = () => {
    if (bench.seen !== null || !window.__answer()) return;
    bench.seen = performance.now();
    requestAnimationFrame(() => setTimeout(() => (bench.answered ??= performance.now())));
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (bench.tap !== null) return;
      bench.tap = event.timeStamp;
      bench.mark = window.__mark?.() ?? null;
      bench.tapped = event.target.closest?.('button')?.textContent ?? null;
      new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    { capture: true },
  );
}

async function open(url, width, answer = () => false, mark = () => null) {
  const context = await browser.newContext({ viewport: { width, height: width < 640 ? 740 : 800 }, hasTouch: width < 640, isMobile: width < 640, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  // Injected, not evaluated from a string: the page's CSP allows no eval.
  await page.addInitScript({ content: `window.__answer = ${answer}; window.__mark = ${mark};` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_PHONE.latency, downloadThroughput: SLOW_PHONE.downloadThroughput, uploadThroughput: SLOW_PHONE.uploadThroughput });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpu });
  return { context, page };
}

async function tapAndWait(page, island, width) {
  if (island.fill) await page.fill(...island.fill);
  const target = page.locator(island.tap);
  // The control can be swapped for the real one between scrolling to it and measuring it: ask again.
  let box = null;
  for (let attempt = 0; attempt < 10 && !box; attempt++) {
    await target.scrollIntoViewIfNeeded({ timeout: 30_000 });
    // A block sliding in as it scrolls into view is tapped once it is still and shown, as a visitor would.
    await target.evaluate((el) =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.target?.contains?.(el) && a.effect.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => {})),
      ),
    );
    box = await target.boundingBox();
    if (!box) await page.waitForTimeout(100);
  }
  if (!box) throw new Error(`${island.name}: nothing to tap at ${island.tap}`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (width < 640) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  // Polled from here to know when to stop: it first looks a few round trips after the tap, so it stamps, late, only an
  // answer that no change to the document announced.
  await page
    .waitForFunction(
      () => {
        if (window.__bench.seen === null && window.__answer()) window.__bench.seen = window.__bench.answered = performance.now();
        return window.__bench.answered !== null;
      },
      null,
      { polling: 100, timeout: 20_000 },
    )
    .catch((error) => process.env.DEBUG && console.error(island.name, error.message));
  // Event Timing reports an event once the frame after it has been presented.
  await page.waitForTimeout(300);
  return page.evaluate(() => window.__bench);
}

/**
 * When the answer was on screen and since when the visitor waited for it. An answer drawn while one of the tap's events
 * was handled shows in the paint after that event, counted from the event's own time stamp, as INP counts it; a later
 * answer (as from a module that arrives) shows in the frame after it appeared, counted from the tap.
 */
function answeredAt(b) {
  if (b.seen === null) return null;
  const during = b.events.find(([, start, end]) => start <= b.seen && b.seen <= end);
  if (during) return { at: Math.min(during[3], b.answered ?? Infinity), since: during[0] };
  return { at: b.answered, since: b.tap };
}

const urlOf = (island) => `https://127.0.0.1:${island.floor ? EMPTY_PORT : SITE_PORT}${island.path}`;

async function settled(island) {
  const { context, page } = await open(urlOf(island), island.width, island.answer, island.mark);
  await page.goto(urlOf(island), { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const b = await tapAndWait(page, island, island.width);
  await context.close();
  const answered = answeredAt(b);
  return answered === null ? Infinity : answered.at - answered.since;
}

async function loading(island) {
  const { context, page } = await open(urlOf(island), island.width, island.answer, island.mark);
  await page.goto(urlOf(island), { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => window.__bench?.fcp !== null, null, { polling: 'raf', timeout: 60_000 });
  const b = await tapAndWait(page, island, island.width);
  await page.waitForFunction(() => window.__bench.hydrated !== null, null, { timeout: 60_000 }).catch(() => {});
  const after = await page.evaluate(() => window.__bench);
  await context.close();
  if (b.tap === null || after.hydrated === null) return NaN;
  if (b.tap > after.hydrated) return NaN; // tapped too late to count as "before hydration"
  const answered = answeredAt(after);
  return answered === null ? Infinity : answered.at - after.hydrated;
}

async function hydration(url) {
  const { context, page } = await open(url, 375);
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  // Polled, not on every frame: a frame callback makes the browser draw the page each frame while it hydrates, which a visitor's browser does not.
  await page.waitForFunction(() => window.__bench?.hydrated !== null && window.__bench?.fcp !== null, null, { timeout: 60_000, polling: 250 });
  const b = await page.evaluate(() => window.__bench);
  await context.close();
  return b;
}

const median = (xs) => {
  const real = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return real.length ? real[Math.floor(real.length / 2)] : NaN;
};
const ms = (x) => (Number.isNaN(x) ? 'n/a' : x === Infinity ? 'lost' : `${Math.round(x)} ms`);

try {
  console.log(`Slow phone: ${SLOW_PHONE.latency} ms round trip, 1.47 Mbit/s down, 675 kbit/s up, ${SLOW_PHONE.cpu}x CPU slowdown; median of ${RUNS}.\n`);
  console.log('island                width  settled   loading (after hydration)');
  for (const island of ISLANDS.filter((i) => !ONLY || ONLY.includes(i.name))) {
    const a = [];
    const b = [];
    for (let i = 0; i < RUNS; i++) {
      a.push(await settled(island));
      b.push(await loading(island));
    }
    console.log(`${island.name.padEnd(22)}${String(island.width).padStart(5)}  ${ms(median(a)).padStart(8)}  ${ms(median(b)).padStart(8)}   settled [${a.map(ms).join(', ')}] loading [${b.map(ms).join(', ')}]`);
  }
  if (PAGES.length > 0) {
    console.log('\npage                      FCP       hydrated   hydrated behind the empty page of the same run (median); each run, then first paint');
    const targets = [['(empty Next.js page)', `https://127.0.0.1:${EMPTY_PORT}/`], ...PAGES.map((p) => [p, `https://127.0.0.1:${SITE_PORT}${p}`])];
    const results = targets.map(() => []);
    for (let i = 0; i < RUNS; i++) for (const [t, [, url]] of targets.entries()) results[t].push(await hydration(url));
    // Against the empty page of the same run, so the host's drift between runs cancels out.
    const behind = (t, key) => results[t].map((r, i) => r[key] - results[0][i][key]);
    const signed = (x) => `${x < 0 ? '' : '+'}${Math.round(x)}`;
    for (const [t, [name]] of targets.entries()) {
      const fcp = median(results[t].map((r) => r.fcp));
      const hydrated = median(results[t].map((r) => r.hydrated));
      const late = behind(t, 'hydrated');
      const runs = t === 0 ? '' : `${signed(median(late))} ms   each run [${late.map(signed).join(', ')}]; first paint [${behind(t, 'fcp').map(signed).join(', ')}]`;
      console.log(`${name.padEnd(24)}${ms(fcp).padStart(8)}  ${ms(hydrated).padStart(9)}   ${runs}`);
    }
  }
} finally {
  await browser.close();
  for (const s of servers) s.kill();
  rmSync(work, { recursive: true, force: true });
}
