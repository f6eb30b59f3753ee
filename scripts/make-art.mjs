#!/usr/bin/env node
/**
 * Generates every illustration for the Live Oak Ledger CPA site as hand-built,
 * flat-geometric SVG (no dependencies, fully deterministic).
 *
 *   node scripts/make-art.mjs
 *
 * Layout of this file:
 *   1. tiny SVG DSL + palette + seeded PRNG
 *   2. reusable objects (documents, charts, devices, buildings, people, oak, skyline)
 *   3. page banners (one shared frame + a motif function per banner)
 *   4. hero, slides, badges, portrait, gallery scenes, news, OG image, logo
 *   5. writer
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/* ------------------------------------------------------------------ *
 * 1. DSL, palette, PRNG
 * ------------------------------------------------------------------ */

const f = (v) => Math.round(v * 10) / 10;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function el(tag, attrs = {}, kids) {
  let s = '<' + tag;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? f(v) : v}"`;
  }
  if (kids === undefined) return s + '/>';
  return `${s}>${Array.isArray(kids) ? kids.flat(Infinity).join('') : kids}</${tag}>`;
}

/** Tagged template for path data: rounds every interpolated number. */
const d = (strs, ...vals) =>
  strs.reduce((acc, s, i) => acc + s + (i < vals.length ? (typeof vals[i] === 'number' ? f(vals[i]) : vals[i]) : ''), '');

const R = (x, y, w, h, fill, rx, o = {}) => el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...o });
const O = (cx, cy, r, fill, o = {}) => el('circle', { cx, cy, r, fill, ...o });
const E = (cx, cy, rx, ry, fill, o = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...o });
const P = (dd, fill, o = {}) => el('path', { d: dd, fill, ...o });
const G = (kids, o = {}) => el('g', o, kids);
/** Stroked open path with round caps/joins. */
const S = (dd, stroke, w, o = {}) =>
  el('path', { d: dd, fill: 'none', stroke, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...o });
const at = (x, y, s = 1, rot = 0) =>
  `translate(${f(x)} ${f(y)})` + (rot ? ` rotate(${rot})` : '') + (s !== 1 ? ` scale(${f(s * 1000) / 1000})` : '');
/** Place a group at x,y with optional scale / rotation. */
const T = (kids, x, y, s = 1, rot = 0, o = {}) => G(kids, { transform: at(x, y, s, rot), ...o });
const ring = (cx, cy, r1, r2) => {
  const c = (r) => d`M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
  return c(r1) + c(r2);
};

/** Catmull-Rom spline through points -> cubic bezier path data. */
function smooth(pts) {
  let s = d`M${pts[0][0]} ${pts[0][1]}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i], p1 = pts[i], p2 = pts[i + 1], p3 = pts[i + 2] || p2;
    s += d`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`;
  }
  return s;
}

/** mulberry32 seeded PRNG - keeps every output byte-for-byte reproducible. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (a, b, t) => '#' + hex(a).map((v, i) => Math.round(v + (hex(b)[i] - v) * t).toString(16).padStart(2, '0')).join('');

const C = {
  navy: '#0f2a4a',
  deep: '#1d4e89',
  blue: '#2f7bd8',
  sky: '#dbe9f8',
  gold: '#c8963e',
  cream: '#f5f3ee',
  sand: '#e7e2d8',
  white: '#ffffff',
};
Object.assign(C, {
  ink: '#0a1f38',
  navy2: mix(C.navy, C.deep, 0.45),
  blue2: mix(C.blue, C.white, 0.25),
  sky2: mix(C.sky, C.blue, 0.22),
  gold2: mix(C.gold, C.white, 0.3),
  goldDk: mix(C.gold, C.navy, 0.25),
  sand2: mix(C.sand, C.navy, 0.1),
  qbGreen: '#2ca01c',
  qbDark: '#1c6b12',
});
const SKIN = ['#f0c6a2', '#d49a72', '#b07250', '#8a5634', '#e6b48c'];
const HAIR = ['#2a1d17', '#4b2f21', '#6e4328', '#18181c', '#9a6a3e', '#cfc3b1'];
const FONT = 'Inter, Arial, sans-serif';

/** Card shadow style is the only thing that changes between light and dark backgrounds. */
const theme = { shadow: 0.1, shadowColor: C.navy, device: C.navy, rim: null };
function withTheme(t, fn) {
  const saved = { ...theme };
  Object.assign(theme, t);
  try { return fn(); } finally { Object.assign(theme, saved); }
}
const DARK = { shadow: 0.38, shadowColor: '#061529', device: '#0b2140', rim: mix(C.sky, C.deep, 0.5) };

/* ------------------------------------------------------------------ *
 * 2. Objects
 * ------------------------------------------------------------------ */

const WIDTHS = [0.92, 0.72, 0.86, 0.56, 0.8, 0.64, 0.9, 0.5];

function card(x, y, w, h, { fill = C.white, rx = 14, shadow = true, dy = 10 } = {}) {
  return (shadow ? R(x, y + dy, w, h, theme.shadowColor, rx, { opacity: theme.shadow }) : '') + R(x, y, w, h, fill, rx);
}
const tick = (x, y, s, color, w = s * 0.22) =>
  S(d`M${x - s * 0.42} ${y + s * 0.02}L${x - s * 0.12} ${y + s * 0.3}L${x + s * 0.44} ${y - s * 0.3}`, color, w);
const tickBadge = (x, y, r, bg = C.blue, fg = C.white) => O(x, y, r, bg) + tick(x, y, r * 0.95, fg, r * 0.24);
/** Text lines as one round-capped stroke, the same shapes as rounded bars in fewer bytes. */
const bars = (x, y, w, n, { gap = 16, h = 6, color = C.sand, start = 0 } = {}) =>
  n > 0 ? S(Array.from({ length: n }, (_, i) => d`M${x + h / 2} ${y + i * gap + h / 2}h${w * WIDTHS[(i + start) % 8] - h}`).join(''), color, h) : '';

/** A sheet of paper with heading, text lines, optional check rows and a gold seal. */
function doc(x, y, w, h, o = {}) {
  const { fill = C.white, head = C.blue, line = C.sand, n = 6, checks = 0, seal = false, rx = 12, shadow = true, start = 0, check = C.blue } = o;
  const p = Math.max(16, w * 0.11);
  const inner = w - 2 * p;
  let s = card(x, y, w, h, { fill, rx, shadow });
  s += R(x + p, y + p, inner * 0.5, 10, head, 5) + R(x + p, y + p + 20, inner * 0.3, 6, line, 3);
  const avail = h - p * 2 - 50 - (seal ? 40 : 0);
  const gap = Math.min(checks ? 30 : 22, avail / Math.max(n, 1));
  let yy = y + p + 52;
  for (let i = 0; i < n; i++, yy += gap) {
    if (i < checks) {
      s += R(x + p, yy - 5, 16, 16, check, 4) + tick(x + p + 8, yy + 3, 10, C.white, 2.4);
      s += R(x + p + 26, yy, (inner - 26) * WIDTHS[(i + start) % 8], 6, line, 3);
    } else s += R(x + p, yy, inner * WIDTHS[(i + start) % 8], 6, line, 3);
  }
  if (seal) {
    const cx = x + w - p - 18, cy = y + h - p - 18;
    s += O(cx, cy, 20, C.gold) + O(cx, cy, 13, 'none', { stroke: C.white, 'stroke-width': 2 }) + tick(cx, cy, 11, C.white, 2.4);
    s += R(x + p, cy - 2, inner * 0.4, 4, line, 2);
  }
  return s;
}

function calculator(x, y, w, h) {
  const p = w * 0.11;
  let s = card(x, y, w, h, { fill: C.sky, rx: 18 });
  const sh = h * 0.2;
  s += R(x + p, y + p, w - 2 * p, sh, C.navy, 9);
  s += R(x + w - p - (w - 2 * p) * 0.5 - 12, y + p + sh / 2 - 6, (w - 2 * p) * 0.5, 12, C.gold2, 6);
  const gx = x + p, gy = y + p + sh + p * 0.8, gw = w - 2 * p, gh = y + h - p - gy, gap = Math.max(6, w * 0.045);
  const kw = (gw - gap * 3) / 4, kh = (gh - gap * 3) / 4;
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      if (c === 3 && r === 3) continue;
      const tall = c === 3 && r === 2;
      const col = c === 3 ? (tall ? C.gold : C.blue) : C.white;
      s += R(gx + c * (kw + gap), gy + r * (kh + gap), kw, tall ? kh * 2 + gap : kh, col, 6);
    }
  }
  return s;
}

function barCard(x, y, w, h, { vals = [0.35, 0.55, 0.45, 0.7, 0.62, 0.92], trend = true, fill = C.white } = {}) {
  let s = card(x, y, w, h, { fill });
  const p = 20;
  s += R(x + p, y + p, w * 0.34, 9, C.navy, 4.5) + R(x + p, y + p + 17, w * 0.2, 6, C.sand, 3);
  s += O(x + w - p - 6, y + p + 5, 6, C.gold);
  const bx = x + p, by = y + h - p, bw = w - 2 * p, bh = h - p * 2 - 52;
  const n = vals.length, gap = bw / n, bwid = gap * 0.56;
  const tops = [];
  vals.forEach((v, i) => {
    const cx = bx + gap * (i + 0.5), top = by - bh * v;
    s += R(cx - bwid / 2, top, bwid, by - top, i === n - 1 ? C.gold : i % 2 ? C.blue : C.sky2, Math.min(6, bwid / 3));
    tops.push([cx, top - 14]);
  });
  if (trend) {
    s += S('M' + tops.map((q) => `${f(q[0])} ${f(q[1])}`).join('L'), C.navy, 3);
    s += tops.map((q, i) => O(q[0], q[1], i === n - 1 ? 5.5 : 4, i === n - 1 ? C.gold : C.navy)).join('');
  }
  return s;
}

function lineCard(x, y, w, h, { pts = [0.18, 0.32, 0.27, 0.48, 0.42, 0.63, 0.58, 0.86], header = true, fill = C.white } = {}) {
  let s = card(x, y, w, h, { fill });
  const p = 20;
  const top = header ? y + p + 40 : y + p;
  if (header) {
    s += R(x + p, y + p, w * 0.3, 9, C.navy, 4.5) + R(x + p, y + p + 17, w * 0.18, 6, C.sand, 3);
    s += R(x + w - p - 54, y + p - 2, 54, 22, C.sky, 11) + R(x + w - p - 44, y + p + 6, 34, 6, C.blue, 3);
  }
  const cx0 = x + p, cw = w - 2 * p, ch = y + h - p - top;
  for (let i = 0; i < 4; i++) s += R(cx0, top + (ch * i) / 3, cw, 1.5, C.sand);
  const xy = pts.map((v, i) => [cx0 + (cw * i) / (pts.length - 1), top + ch * (1 - v)]);
  const line = smooth(xy);
  s += P(line + d`L${cx0 + cw} ${top + ch}L${cx0} ${top + ch}Z`, C.sky, { opacity: 0.85 });
  s += S(line, C.blue, 4);
  const e = xy[xy.length - 1];
  s += O(e[0], e[1], 9, C.white) + O(e[0], e[1], 6, C.gold);
  return s;
}

function donut(cx, cy, r, w, segs, track = C.sand) {
  const circ = 2 * Math.PI * r;
  let off = 0;
  let s = O(cx, cy, r, 'none', { stroke: track, 'stroke-width': w });
  for (const [fr, col] of segs) {
    s += O(cx, cy, r, 'none', {
      stroke: col, 'stroke-width': w, 'stroke-dasharray': `${f(fr * circ - 3)} ${f(circ)}`,
      'stroke-dashoffset': f(-off * circ), transform: `rotate(-90 ${f(cx)} ${f(cy)})`,
    });
    off += fr;
  }
  return s;
}

/** Laptop centred on x, sitting on y. `screen(x,y,w,h)` draws the display. */
function laptop(x, y, w, screen = ledgerScreen) {
  const h = w * 0.6, sx = x - w / 2, sy = y - h - 12;
  let s = R(sx, sy + 12, w, h, theme.shadowColor, 16, { opacity: theme.shadow });
  s += R(sx, sy, w, h, theme.device, 16, theme.rim ? { stroke: theme.rim, 'stroke-width': 2 } : {});
  s += R(sx + 12, sy + 12, w - 24, h - 26, C.white, 6);
  s += screen(sx + 12, sy + 12, w - 24, h - 26);
  s += P(d`M${x - w * 0.6} ${y - 12}L${x + w * 0.6} ${y - 12}L${x + w * 0.56} ${y}L${x - w * 0.56} ${y}Z`, C.sky2);
  s += R(x - w * 0.6, y - 14, w * 1.2, 4, C.sky, 2) + R(x - w * 0.08, y - 12, w * 0.16, 5, C.sand2, 2.5);
  return s;
}

function ledgerScreen(x, y, w, h, { rows = 5, checks = true } = {}) {
  const p = Math.max(10, w * 0.05);
  let s = R(x, y, w, h * 0.16, C.sky) + R(x + p, y + h * 0.08 - 4, w * 0.3, 8, C.blue, 4) + O(x + w - p - 6, y + h * 0.08, 6, C.gold);
  const top = y + h * 0.16 + p, rh = (h - (top - y) - p) / rows;
  for (let i = 0; i < rows; i++) {
    const yy = top + i * rh;
    if (i) s += R(x + p, yy - rh * 0.22, w - 2 * p, 1.5, C.sand);
    s += R(x + p, yy + rh * 0.2, (w - 2 * p) * 0.36 * WIDTHS[i % 8], 6, C.sand2, 3);
    s += R(x + w * 0.55, yy + rh * 0.2, w * 0.18 * WIDTHS[(i + 3) % 8], 6, C.navy, 3);
    if (checks) s += tickBadge(x + w - p - 9, yy + rh * 0.2 + 3, 9, i === rows - 1 ? C.gold : C.blue);
  }
  return s;
}

function house(x, y, s = 1, { wall = C.white, roof = C.blue, door = C.gold, win = C.sky } = {}) {
  return T([
    R(30, -166, 18, 46, mix(roof, C.navy, 0.3), 3),
    R(-64, -104, 128, 104, wall, 4),
    P('M-84 -98L0 -172L84 -98Q86 -90 76 -90L-76 -90Q-86 -90 -84 -98Z', roof),
    R(-14, -56, 28, 56, door, 4), O(7, -28, 2.5, C.white),
    R(-50, -70, 26, 24, win, 4), R(24, -70, 26, 24, win, 4),
    O(0, -122, 11, win),
  ], x, y, s);
}

function key(x, y, s = 1, rot = 0, color = C.gold) {
  return T([
    P(ring(0, 0, 34, 14), color, { 'fill-rule': 'evenodd' }),
    R(28, -8, 118, 16, color, 5),
    R(104, 6, 13, 22, color, 3), R(126, 6, 12, 15, color, 3),
  ], x, y, s, rot);
}

function envelope(x, y, w, h) {
  let s = card(x, y, w, h, { fill: C.white, rx: 14 });
  s += P(d`M${x} ${y + h - 14}L${x + w * 0.42} ${y + h * 0.5}L${x + w * 0.58} ${y + h * 0.5}L${x + w} ${y + h - 14}L${x + w} ${y + h - 14}Q${x + w} ${y + h} ${x + w - 14} ${y + h}L${x + 14} ${y + h}Q${x} ${y + h} ${x} ${y + h - 14}Z`, C.sky);
  s += P(d`M${x + 2} ${y + 10}L${x + w / 2} ${y + h * 0.6}L${x + w - 2} ${y + 10}Q${x + w - 6} ${y} ${x + w - 16} ${y}L${x + 16} ${y}Q${x + 6} ${y} ${x + 2} ${y + 10}Z`, C.sky2);
  s += O(x + w / 2, y + h * 0.52, 14, C.gold) + tick(x + w / 2, y + h * 0.52, 10, C.white, 2.6);
  return s;
}

function mapPin(x, y, s = 1, color = C.gold) {
  return T([
    E(0, 4, 34, 9, theme.shadowColor, { opacity: theme.shadow }),
    P('M0 0C-10-30-52-58-52-96A52 52 0 0 1 52-96C52-58 10-30 0 0Z', color),
    O(0, -96, 20, C.white),
  ], x, y, s);
}

function magnifier(x, y, r, rot = 45) {
  return T([
    R(r * 0.9, -r * 0.16, r * 1.15, r * 0.32, C.gold, r * 0.16),
    R(r * 0.9, -r * 0.2, r * 0.22, r * 0.4, C.goldDk, 3),
    O(0, 0, r, C.sky, { opacity: 0.28 }),
    P(ring(0, 0, r, r * 0.82), C.white, { 'fill-rule': 'evenodd' }),
    P(d`M${-r * 0.55} ${-r * 0.2}A${r * 0.6} ${r * 0.6} 0 0 1 ${-r * 0.2} ${-r * 0.55}`, 'none', { stroke: C.white, 'stroke-width': r * 0.08, 'stroke-linecap': 'round', opacity: 0.8 }),
  ], x, y, 1, rot);
}

function officeBlock(x, y, w, h, { body = C.sky, win = C.blue, trim = C.white, cols = 4 } = {}) {
  let s = R(x, y - h, w, h, body, 6) + R(x - 8, y - h - 14, w + 16, 18, trim, 5);
  const p = w * 0.12, gw = (w - 2 * p) / cols, rows = Math.floor((h - 90) / 44);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) {
    s += R(x + p + c * gw + gw * 0.14, y - h + 24 + r * 44, gw * 0.72, 26, (r + c) % 5 === 2 ? C.gold2 : win, 3);
  }
  s += R(x + w / 2 - 22, y - 52, 44, 52, C.navy2, 4) + R(x + w / 2 - 1, y - 52, 2, 52, C.sky2);
  return s;
}

function civic(x, y, s = 1, { body = C.white, shade = C.sky, accent = C.gold } = {}) {
  const cols = [-86, -52, -18, 18, 52, 86];
  return T([
    R(-130, -24, 260, 24, shade, 3),
    R(-118, -34, 236, 12, body, 3),
    ...cols.map((c) => R(c - 9, -146, 18, 114, body, 3)),
    R(-118, -162, 236, 18, body, 3),
    P('M-132 -164L0 -236L132 -164Z', body),
    P('M-96 -172L0 -222L96 -172Z', shade),
    O(0, -191, 13, accent),
  ], x, y, s);
}

function book(x, y, w, h, color, { page = C.cream, band = C.gold2 } = {}) {
  return R(x, y, w, h, color, 6) + R(x + w - 16, y + 6, 12, h - 12, page, 3) +
    R(x + w * 0.12, y + h * 0.3, w * 0.5, 4, band, 2) + R(x + w * 0.12, y + h * 0.6, w * 0.3, 4, band, 2, { opacity: 0.7 });
}

function briefcase(x, y, w, h) {
  let s = S(d`M${x + w * 0.36} ${y}L${x + w * 0.36} ${y - h * 0.2}Q${x + w * 0.36} ${y - h * 0.3} ${x + w * 0.46} ${y - h * 0.3}L${x + w * 0.54} ${y - h * 0.3}Q${x + w * 0.64} ${y - h * 0.3} ${x + w * 0.64} ${y - h * 0.2}L${x + w * 0.64} ${y}`, C.goldDk, 14);
  s += card(x, y, w, h, { fill: C.gold, rx: 18 });
  s += R(x, y + h * 0.36, w, h * 0.14, C.goldDk) + R(x + w / 2 - 20, y + h * 0.3, 40, h * 0.26, C.cream, 6) + O(x + w / 2, y + h * 0.43, 5, C.goldDk);
  return s;
}

function lightbulb(x, y, s = 1) {
  const rays = [-150, -120, -90, -60, -30].map((a) => {
    const c = Math.cos((a * Math.PI) / 180), sn = Math.sin((a * Math.PI) / 180);
    return S(d`M${c * 78} ${sn * 78}L${c * 100} ${sn * 100}`, C.gold2, 8);
  });
  return T([
    ...rays,
    O(0, 0, 56, C.gold),
    P('M-32 42Q-28 70-26 78L26 78Q28 70 32 42Z', C.gold),
    O(-16, -16, 14, C.gold2),
    R(-26, 82, 52, 12, C.sky, 6), R(-22, 98, 44, 12, C.sky2, 6), R(-12, 114, 24, 9, C.sky, 4.5),
    S('M-14 40L-8 10L0 24L8 10L14 40', C.cream, 4),
  ], x, y, s);
}

function heart(x, y, s = 1, color = C.gold) {
  return T(P('M0 30C-20 14-46-4-46-26C-46-44-32-54-20-54C-9-54-3-48 0-40C3-48 9-54 20-54C32-54 46-44 46-26C46-4 20 14 0 30Z', color), x, y, s);
}

function globe(x, y, r) {
  const st = { fill: 'none', stroke: C.blue, 'stroke-width': 4 };
  return [
    O(x, y, r, C.sky),
    P(d`M${x - r * 0.55} ${y - r * 0.55}C${x - r * 0.1} ${y - r * 0.7} ${x + r * 0.05} ${y - r * 0.35} ${x - r * 0.2} ${y - r * 0.12}C${x - r * 0.4} ${y + r * 0.1} ${x - r * 0.2} ${y + r * 0.45} ${x - r * 0.5} ${y + r * 0.5}C${x - r * 0.8} ${y + r * 0.2} ${x - r * 0.85} ${y - r * 0.3} ${x - r * 0.55} ${y - r * 0.55}Z`, C.blue2, { opacity: 0.55 }),
    P(d`M${x + r * 0.25} ${y - r * 0.85}C${x + r * 0.7} ${y - r * 0.6} ${x + r * 0.95} ${y - r * 0.1} ${x + r * 0.7} ${y + r * 0.25}C${x + r * 0.5} ${y + r * 0.05} ${x + r * 0.15} ${y - r * 0.1} ${x + r * 0.3} ${y - r * 0.4}C${x + r * 0.38} ${y - r * 0.55} ${x + r * 0.15} ${y - r * 0.65} ${x + r * 0.25} ${y - r * 0.85}Z`, C.blue2, { opacity: 0.55 }),
    E(x, y, r * 0.42, r, 'none', st), el('line', { x1: x, y1: y - r, x2: x, y2: y + r, stroke: C.blue, 'stroke-width': 4 }),
    E(x, y, r, r * 0.36, 'none', st), el('line', { x1: x - r, y1: y, x2: x + r, y2: y, stroke: C.blue, 'stroke-width': 4 }),
    O(x, y, r, 'none', { stroke: C.white, 'stroke-width': 6 }),
  ].join('');
}

/** Two interlocking chain links; under/over is faked by redrawing one arc on top. */
function chain(x, y, s = 1, rot = -28) {
  const link = (cx) => d`M${cx - 35} -35L${cx + 35} -35A35 35 0 0 1 ${cx + 35} 35L${cx - 35} 35A35 35 0 0 1 ${cx - 35} -35Z`;
  const gap = '#15396a';
  const arc = 'M-17 -35A35 35 0 0 1 18 0';
  return T([
    S(link(-52), gap, 28), S(link(-52), C.gold, 18),
    S(link(52), gap, 28), S(link(52), C.gold2, 18),
    S(arc, gap, 28), S(arc, C.gold, 18),
  ], x, y, s, rot);
}

function newspaper(x, y, w, h) {
  let s = card(x, y, w, h, { fill: C.white, rx: 10 });
  const p = 22, iw = w - 2 * p;
  s += R(x + p, y + p, iw, 16, C.navy, 4) + R(x + p, y + p + 26, iw, 2, C.sand);
  s += R(x + p, y + p + 40, iw * 0.8, 12, C.blue, 6) + R(x + p, y + p + 60, iw * 0.55, 12, C.blue, 6, { opacity: 0.55 });
  const colW = (iw - 16) / 2, top = y + p + 90;
  s += R(x + p, top, colW, 96, C.sky, 6) + skyline(x + p + 6, top + 96, colW - 12, { fill: C.sky2, seed: 4, s: 0.38, frostAt: 0.6, capitolAt: 0.25 });
  s += bars(x + p, top + 110, colW, Math.floor((y + h - p - top - 110) / 15), { gap: 15 });
  s += bars(x + p + colW + 16, top, colW, Math.floor((y + h - p - top) / 15), { gap: 15, start: 3 });
  return s;
}

function pencil(x, y, len, rot) {
  return T([
    R(0, -10, len, 20, C.gold, 3), R(0, -10, len, 6, C.gold2, 2),
    P(d`M${len} -10L${len + 30} 0L${len} 10Z`, C.sand), P(d`M${len + 20} -3.4L${len + 30} 0L${len + 20} 3.4Z`, C.navy),
    R(-22, -10, 24, 20, C.sky2, 4), R(-4, -10, 8, 20, C.sand2),
  ], x, y, 1, rot);
}

function mug(x, y, s = 1) {
  return T([
    P(ring(38, -42, 20, 11), C.white, { 'fill-rule': 'evenodd' }),
    R(-36, -84, 74, 84, C.white, 14), R(-36, -60, 74, 12, C.gold),
    S('M-12 -98C-20 -110 -4 -118 -12 -132M10 -98C2 -110 18 -118 10 -132', C.sky2, 5, { opacity: 0.8 }),
  ], x, y, s);
}

/** Speech bubble with tail pointing down-left (dir=-1) or down-right (dir=1). */
function bubble(x, y, w, h, dir = -1, fill = C.white, dots = C.blue) {
  const tx = dir < 0 ? x + 26 : x + w - 26;
  return P(d`M${tx - 10} ${y + h - 2}L${tx - dir * 14} ${y + h + 20}L${tx + 12} ${y + h - 2}Z`, fill) + R(x, y, w, h, fill, h / 2) +
    [0, 1, 2].map((i) => O(x + w / 2 + (i - 1) * 18, y + h / 2, 5, dots, { opacity: 1 - i * 0.25 })).join('');
}

function plant(x, y, s = 1, { pot = C.navy2, leaf = C.blue, leaf2 = C.deep } = {}) {
  return T([
    P('M0 -60C-40 -90 -56 -140 -30 -170C-18 -130 -6 -100 0 -60Z', leaf2),
    P('M0 -60C40 -96 54 -150 24 -186C10 -140 2 -100 0 -60Z', leaf),
    P('M0 -60C-8 -120 4 -170 6 -210C22 -170 18 -110 0 -60Z', mix(leaf, C.white, 0.2)),
    P('M0 -60C-30 -70 -62 -86 -70 -116C-40 -108 -14 -90 0 -60Z', leaf),
    P('M-30 -64L30 -64L22 0L-22 0Z', pot), R(-34, -70, 68, 12, mix(pot, C.white, 0.15), 4),
  ], x, y, s);
}

function chair(x, y, s = 1, color = C.navy2) {
  return T([R(-30, -120, 60, 70, color, 14), R(-36, -56, 72, 16, mix(color, C.white, 0.12), 8), R(-4, -40, 8, 28, C.sand2), R(-24, -14, 48, 6, C.sand2, 3)], x, y, s);
}

function pendant(x, y, len, color = C.gold) {
  return R(x - 1, 0, 2, len, C.sand2) + P(d`M${x - 34} ${len + 30}A34 30 0 0 1 ${x + 34} ${len + 30}Z`, color) + O(x, len + 32, 8, C.gold2);
}

function window_(x, y, w, h, { seed = 5, frame = C.white, sky = C.sky, city = C.sky2, capitol = true } = {}) {
  let s = R(x, y, w, h, sky, 6);
  s += skyline(x + 8, y + h, w - 16, { fill: city, seed, s: Math.min(1, h / 360), capitolAt: capitol ? 0.55 : null, frostAt: 0.25, jengaAt: 0.82 });
  s += R(x, y, w, h, 'none', 6, { stroke: frame, 'stroke-width': 12 });
  s += R(x + w / 2 - 4, y, 8, h, frame) + R(x, y + h * 0.62, w, 8, frame);
  return s;
}

function bunting(x0, x1, y, n, colors = [C.blue, C.gold, C.white, C.sky2]) {
  const step = (x1 - x0) / n;
  let s = S(d`M${x0} ${y}Q${(x0 + x1) / 2} ${y + 40} ${x1} ${y}`, C.sand2, 3);
  for (let i = 0; i < n; i++) {
    const cx = x0 + step * (i + 0.5), t = (cx - x0) / (x1 - x0), yy = y + 80 * t * (1 - t);
    s += P(d`M${cx - step * 0.38} ${yy}L${cx + step * 0.38} ${yy}L${cx} ${yy + step * 0.7}Z`, colors[i % colors.length]);
  }
  return s;
}

/* ---------------- people ---------------- */

const POSES = {
  down: [[-22, -160, -31, -124, -29, -92], [22, -160, 31, -124, 29, -92]],
  wave: [[-22, -160, -31, -124, -29, -92], [22, -160, 44, -184, 48, -222]],
  point: [[-22, -160, -31, -124, -29, -92], [22, -160, 56, -152, 90, -164]],
  hold: [[-22, -160, -30, -122, -8, -114], [22, -160, 30, -122, 8, -114]],
  table: [[-22, -160, -38, -122, -18, -104], [22, -160, 38, -122, 18, -104]],
  reach: [[-22, -160, -31, -124, -29, -92], [22, -160, 50, -138, 78, -128]],
  reachL: [[-22, -160, -50, -138, -78, -128], [22, -160, 31, -124, 29, -92]],
  hips: [[-22, -160, -46, -132, -26, -104], [22, -160, 46, -132, 26, -104]],
  cheer: [[-22, -160, -44, -186, -50, -222], [22, -160, 44, -186, 50, -222]],
  dig: [[-22, -160, -2, -132, 20, -134], [22, -160, 40, -130, 34, -100]],
};

function hairShape(style, hair, back) {
  if (back) return O(0, -197, 20.5, hair) + (style === 'bun' ? O(0, -219, 9, hair) : '');
  const cap = P('M-21 -192C-24 -214 -7 -222 4 -220C17 -219 24 -208 21 -190C17 -200 7 -205 -5 -203C-13 -202 -18 -198 -21 -192Z', hair);
  switch (style) {
    case 'bun': return cap + O(0, -221, 9.5, hair);
    case 'curly': return [[-17, -204, 9], [-8, -214, 10], [6, -215, 10], [17, -205, 9], [-20, -192, 6], [20, -192, 6]].map(([cx, cy, r]) => O(cx, cy, r, hair)).join('') + cap;
    case 'bald': return P('M-19 -200C-16 -214 16 -214 19 -200C12 -206 -12 -206 -19 -200Z', hair);
    default: return cap;
  }
}

/** Rounded flat figure; feet at (x,y); ~220 units tall at s=1. */
function person(x, y, s = 1, o = {}) {
  const { top = C.blue, bottom = C.navy2, skin = SKIN[0], hair = HAIR[0], style = 'short', pose = 'down', back = false, legs = true, flip = false } = o;
  const sleeve = mix(top, C.navy, 0.15);
  const arms = (POSES[pose] || POSES.down).map(([a, b, c, e, g, h]) =>
    S(d`M${a} ${b}L${c} ${e}L${g} ${h}`, sleeve, 13) + O(g, h, 6.5, skin)).join('');
  const long = style === 'long' ? R(-23, -214, 46, 58, hair, 18) : '';
  return T([
    long,
    legs ? R(-18, -98, 16, 98, bottom, 7) + R(2, -98, 16, 98, bottom, 7) + R(-21, -9, 20, 9, C.ink, 4.5) + R(1, -9, 20, 9, C.ink, 4.5) : '',
    R(-6, -184, 12, 18, skin, 4),
    P('M-27 -90L-29 -150Q-29 -170 -10 -170L10 -170Q29 -170 29 -150L27 -90Q27 -84 21 -84L-21 -84Q-27 -84 -27 -90Z', top),
    back ? '' : P('M-8 -170L0 -158L8 -170Z', skin),
    arms,
    O(0, -197, 19, skin),
    hairShape(style, hair, back),
  ], 0, 0, 1, 0, { transform: `translate(${f(x)} ${f(y)}) scale(${flip ? -s : s} ${s})` });
}

/** Person sitting behind a table whose top edge is at tableY (the table, drawn later, hides the lap). */
const seated = (x, tableY, s, o) => person(x, tableY + 96 * s, s, { pose: 'table', ...o, legs: false });

/** Person seen from behind, sitting in a high-backed chair (audience, clients). */
const seatedBack = (x, y, s, o, chairColor = C.navy2) =>
  person(x, y, s, { ...o, back: true, legs: false, pose: 'down' }) +
  T([R(-30, -40, 7, 40, C.sand2, 3), R(23, -40, 7, 40, C.sand2, 3), R(-38, -122, 76, 92, chairColor, 16), R(-28, -112, 56, 6, mix(chairColor, C.white, 0.2), 3)], x, y, s);

/** A row of audience members seen from behind. */
const audienceRow = (y, xs, s, castOffset, color) => xs.map((x, i) => seatedBack(x, y, s, who(i + castOffset), color)).join('');

/** Back of an open laptop lid, as seen from across a desk. */
const laptopBack = (x, y, w, color = C.sky2) =>
  R(x - w / 2, y - w * 0.62 - 5, w, w * 0.62, color, 8) + O(x, y - w * 0.31 - 5, w * 0.06, C.white, { opacity: 0.85 }) + R(x - w * 0.56, y - 6, w * 1.12, 6, C.sand2, 3);

/** A cast of pleasant, varied characters reused across scenes. */
const CAST = [
  { top: C.blue, bottom: C.navy2, skin: SKIN[1], hair: HAIR[0], style: 'long' },
  { top: C.gold, bottom: C.navy, skin: SKIN[0], hair: HAIR[2], style: 'short' },
  { top: C.navy2, bottom: C.navy, skin: SKIN[3], hair: HAIR[3], style: 'curly' },
  { top: C.sky2, bottom: C.deep, skin: SKIN[2], hair: HAIR[1], style: 'bun' },
  { top: C.white, bottom: C.navy2, skin: SKIN[4], hair: HAIR[5], style: 'bald' },
  { top: C.deep, bottom: C.navy, skin: SKIN[2], hair: HAIR[3], style: 'short' },
  { top: C.gold2, bottom: C.deep, skin: SKIN[3], hair: HAIR[0], style: 'long' },
];
const who = (i, extra = {}) => ({ ...CAST[i % CAST.length], ...extra });

/* ---------------- nature ---------------- */

/** A lobed cloud: flat-ish bottom ellipse plus bumps along the upper arc. Returns circle/ellipse specs. */
function lobes(cx, cy, rx, ry, rand) {
  const n = Math.max(4, Math.round(rx / 26));
  const out = [[cx, cy, 0, rx, ry * 0.62]];
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (1.08 + (0.84 * i) / (n - 1)) + (rand() - 0.5) * 0.08;
    out.push([cx + Math.cos(a) * rx * 0.8, cy + Math.sin(a) * ry * 0.46, ry * (0.46 + rand() * 0.16)]);
  }
  return out;
}
const drawBlob = (cs, fill, dx = 0, dy = 0) =>
  cs.map(([x, y, r, erx, ery]) => (r ? O(x + dx, y + dy, r, fill) : E(x + dx, y + dy, erx, ery, fill))).join('');

/** Tapered, gently curved limb from (x0,y0) via control (cx,cy) to (x1,y1). */
function limb(x0, y0, cx, cy, x1, y1, w0, w1) {
  const nrm = (ax, ay, bx, by) => { const l = Math.hypot(bx - ax, by - ay) || 1; return [-(by - ay) / l, (bx - ax) / l]; };
  const [n0x, n0y] = nrm(x0, y0, cx, cy), [n1x, n1y] = nrm(cx, cy, x1, y1), [ncx, ncy] = nrm(x0, y0, x1, y1);
  const wm = (w0 + w1) / 4;
  return d`M${x0 + n0x * w0 / 2} ${y0 + n0y * w0 / 2}Q${cx + ncx * wm} ${cy + ncy * wm} ${x1 + n1x * w1 / 2} ${y1 + n1y * w1 / 2}` +
    d`A${w1 / 2} ${w1 / 2} 0 0 1 ${x1 - n1x * w1 / 2} ${y1 - n1y * w1 / 2}` +
    d`Q${cx - ncx * wm} ${cy - ncy * wm} ${x0 - n0x * w0 / 2} ${y0 - n0y * w0 / 2}Z`;
}

/** Crown clusters of the oak: [cx, cy, rx, ry], back to front. */
const OAK_CROWN = [
  [0, -284, 168, 80],
  [-150, -254, 140, 72], [152, -250, 140, 72],
  [-262, -198, 94, 52], [264, -190, 94, 52],
  [-72, -218, 132, 60], [80, -214, 132, 60],
];
const OAK_LIMBS = [
  [-14, -80, -80, -150, -262, -182, 32, 10],
  [-8, -86, -40, -164, -150, -246, 22, 8],
  [14, -80, 90, -150, 266, -176, 32, 10],
  [8, -86, 52, -172, 150, -240, 22, 8],
  [0, -88, -10, -182, 10, -272, 20, 7],
];

/**
 * The live oak: short heavy trunk, long low sinuous limbs, broad flat crown.
 * Trunk base at (x,y); about 720 wide and 380 tall at s=1.
 */
function oak(x, y, s = 1, o = {}) {
  const { shade = C.deep, crown = C.blue, light = C.blue2, trunk = C.navy, seed = 11 } = o;
  const rand = rng(seed);
  const crowns = OAK_CROWN.map(([cx, cy, rx, ry]) => lobes(cx, cy, rx, ry, rand));
  const highlights = OAK_CROWN.slice(0, 3).map(([cx, cy, rx, ry]) => lobes(cx - rx * 0.14, cy - ry * 0.3, rx * 0.62, ry * 0.62, rand));
  return T([
    ...crowns.map((c) => drawBlob(c, shade, 0, 16)),
    P('M-48 0C-28 -8 -24 -46 -26 -92L26 -92C24 -46 28 -8 48 0Z', trunk),
    ...OAK_LIMBS.map((l) => P(limb(...l), trunk)),
    ...crowns.map((c) => drawBlob(c, crown)),
    ...highlights.map((c) => drawBlob(c, light)),
  ], x, y, s);
}

function hill(pts, bottom, fill, o = {}) {
  const a = pts[0], b = pts[pts.length - 1];
  return P(smooth(pts) + d`L${b[0]} ${bottom}L${a[0]} ${bottom}Z`, fill, o);
}
const cloud = (x, y, s = 1, fill = C.white, op = 1) =>
  T([R(-60, -14, 120, 28, fill, 14), O(-14, -18, 24, fill), O(18, -12, 18, fill)], x, y, s, 0, op < 1 ? { opacity: op } : {});
const sparkle = (x, y, r, fill = C.gold2) =>
  P(d`M${x} ${y - r}Q${x + r * 0.15} ${y - r * 0.15} ${x + r} ${y}Q${x + r * 0.15} ${y + r * 0.15} ${x} ${y + r}Q${x - r * 0.15} ${y + r * 0.15} ${x - r} ${y}Q${x - r * 0.15} ${y - r * 0.15} ${x} ${y - r}Z`, fill);

/* ---------------- architecture ---------------- */

/** Texas Capitol (variant 'tx') or U.S. Capitol ('dc'). Base centre at (x,y). */
function capitol(x, y, s = 1, { fill = C.deep, detail = null, variant = 'tx' } = {}) {
  const dc = variant === 'dc';
  const wing = dc ? 260 : 150, wingH = dc ? 40 : 48;
  const parts = [
    R(-wing, -wingH, wing * 2, wingH, fill),
    R(-wing + 10, -wingH - 8, wing * 2 - 20, 9, fill),
    R(-wing, -wingH - 14, 36, wingH + 14, fill), R(wing - 36, -wingH - 14, 36, wingH + 14, fill),
    R(-56, -82, 112, 82, fill),
    P('M-62 -80L0 -106L62 -80Z', fill),
    R(-44, -142, 88, 46, fill),
    R(-38, -156, 76, 16, fill),
  ];
  if (dc) parts.push(R(-34, -170, 68, 16, fill), P('M-34 -168C-34 -208 -14 -226 0 -228C14 -226 34 -208 34 -168Z', fill));
  else parts.push(P('M-38 -154C-38 -198 -14 -218 0 -222C14 -218 38 -198 38 -154Z', fill));
  const top = dc ? -228 : -222;
  parts.push(R(-7, top - 16, 14, 20, fill), P(d`M-9 ${top - 15}Q0 ${top - 30} 9 ${top - 15}Z`, fill), R(-1.5, top - 42, 3, 16, fill), O(0, top - 44, 3.5, fill));
  if (detail) {
    for (let i = -3; i <= 3; i++) parts.push(R(i * 11 - 3, -136, 6, 30, detail, 3));
    for (let i = 0; i < 6; i++) parts.push(R(-wing + 52 + i * ((wing - 110) / 5) - 6, -wingH + 12, 12, 18, detail, 2), R(wing - 52 - i * ((wing - 110) / 5) - 6, -wingH + 12, 12, 18, detail, 2));
    for (let i = -2; i <= 2; i++) parts.push(R(i * 20 - 4, -72, 8, 60, detail, 3));
    parts.push(P('M-26 -188C-22 -204 -10 -212 0 -214C-8 -206 -16 -196 -18 -184Z', detail, { opacity: 0.8 }));
  }
  return T(parts, x, y, s);
}

/** Frost Bank Tower: slim shaft, stepped crown and spire. */
function frost(x, y, s = 1, { fill = C.deep, detail = null } = {}) {
  const parts = [
    R(-32, -300, 64, 300, fill),
    P('M-32 -300L-24 -326L24 -326L32 -300Z', fill),
    P('M-24 -326L-16 -350L16 -350L24 -326Z', fill),
    P('M-16 -350L-6 -368L6 -368L16 -350Z', fill),
    P('M-6 -368L0 -392L6 -368Z', fill), R(-1.2, -420, 2.4, 32, fill),
  ];
  if (detail) parts.push(R(-1.5, -340, 3, 330, detail), R(-20, -300, 2, 290, detail, 0, { opacity: 0.6 }), R(18, -300, 2, 290, detail, 0, { opacity: 0.6 }));
  return T(parts, x, y, s);
}

/** The Independent ("Jenga tower"): stacked, offset blocks. */
function jenga(x, y, s = 1, { fill = C.deep } = {}) {
  const offs = [0, 8, -6, 10, -4, 6, -10, 4];
  return T(offs.map((o, i) => R(-26 + o, -40 * (i + 1), 52, 41, fill, 1)), x, y, s);
}

function skyline(x0, base, w, o = {}) {
  const { fill = C.sky2, seed = 3, s = 1, capitolAt = 0.5, frostAt = 0.3, jengaAt = 0.75, maxH = 210 } = o;
  const r = rng(seed);
  // One path for every block: the banners are drawn inline in each page, so their bytes count.
  const block = (bx, by, bw, bh) => d`M${bx} ${by}h${bw}v${bh}h${-bw}z`;
  let x = x0, blocks = '';
  while (x < x0 + w - 10 * s) {
    const bw = Math.min((28 + r() * 30) * s, x0 + w - x), bh = (60 + r() * (maxH - 60)) * s;
    blocks += block(x, base - bh, bw, bh);
    if (r() < 0.35) blocks += block(x + bw * 0.25, base - bh - 14 * s, bw * 0.5, 14 * s);
    if (r() < 0.15) blocks += block(x + bw * 0.5 - 1.5 * s, base - bh - 40 * s, 3 * s, 40 * s);
    x += bw;
  }
  let out = P(blocks, fill);
  if (frostAt != null) out += frost(x0 + w * frostAt, base, s * 0.8, { fill });
  if (jengaAt != null) out += jenga(x0 + w * jengaAt, base, s * 0.75, { fill });
  if (capitolAt != null) out += capitol(x0 + w * capitolAt, base, s * 0.6, { fill });
  return out;
}

function storefront(x, y, w, h) {
  const stripes = 8, sw = (w + 20) / stripes;
  let s = R(x, y - h, w, h, C.white, 6) + R(x - 10, y - h - 16, w + 20, 24, C.navy2, 6);
  for (let i = 0; i < stripes; i++) {
    s += P(d`M${x - 10 + i * sw} ${y - h + 8}L${x - 10 + (i + 1) * sw} ${y - h + 8}L${x - 10 + (i + 1) * sw} ${y - h + 48}Q${x - 10 + (i + 0.5) * sw} ${y - h + 64} ${x - 10 + i * sw} ${y - h + 48}Z`, i % 2 ? C.white : C.blue);
  }
  s += R(x + 24, y - h + 86, w * 0.5, h - 130, C.sky, 6) + R(x + 24, y - h + 86 + (h - 130) * 0.55, w * 0.5, 6, C.white);
  s += P(d`M${x + 40} ${y - 44}L${x + 40 + w * 0.22} ${y - 44}L${x + 40 + w * 0.22} ${y - 78}Z`, C.white, { opacity: 0.6 });
  s += R(x + w * 0.64, y - h + 96, w * 0.26, h - 96, C.navy2, 6) + O(x + w * 0.68, y - h / 2 + 40, 4, C.gold2);
  s += R(x + w * 0.66, y - h + 106, w * 0.22, 50, C.sky2, 4);
  s += R(x - 16, y - 4, w + 32, 8, C.sand2, 4);
  return s;
}

/* ------------------------------------------------------------------ *
 * 3. Banners — 1600x480, dark field on the left ~55%, motif on the right
 * ------------------------------------------------------------------ */

const BANNER = { W: 1600, H: 480, cx: 1240, cy: 250 };

/** Mini icons (80x80 box centred at 0,0) used by the services grid. */
const ICONS = {
  doc: () => R(-24, -32, 48, 64, C.white, 6, { stroke: C.blue, 'stroke-width': 4 }) + R(-14, -18, 22, 5, C.blue, 2.5) + R(-14, -6, 28, 5, C.sky2, 2.5) + R(-14, 6, 20, 5, C.sky2, 2.5) + tickBadge(18, 22, 12, C.gold),
  chart: () => R(-30, 0, 14, 28, C.sky2, 4) + R(-8, -14, 14, 42, C.blue, 4) + R(14, -30, 14, 58, C.gold, 4) + R(-36, 28, 72, 4, C.navy, 2),
  calc: () => R(-24, -32, 48, 64, C.navy, 8) + R(-16, -24, 32, 12, C.sky, 3) + [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => R(-16 + c * 12, -4 + r * 12, 8, 8, c === 2 && r === 2 ? C.gold : C.white, 2))).join(''),
  house: () => T(house(0, 0, 1, { wall: C.sky, roof: C.blue }), 0, 30, 0.36),
  build: () => R(-22, -34, 44, 66, C.blue, 4) + [0, 1, 2, 3].flatMap((r) => [0, 1].map((c) => R(-14 + c * 16, -26 + r * 14, 12, 8, C.sky, 2))).join('') + R(-34, 32, 68, 4, C.navy, 2),
  bulb: () => T(lightbulb(0, 0, 1), 0, -8, 0.3),
};

const MOTIFS = {
  about: () => [
    G(skyline(-300, 170, 600, { fill: C.sky, seed: 21, s: 0.62, capitolAt: 0.22, frostAt: 0.72, jengaAt: 0.88, maxH: 190 }), { opacity: 0.14 }),
    oak(0, 172, 0.9, { shade: '#2463ad', crown: C.blue, light: C.blue2, trunk: C.gold, seed: 4 }),
    capitol(-150, 172, 0.36, { fill: C.sky, detail: C.sky2 }),
    frost(150, 172, 0.3, { fill: C.sky, detail: C.sky2 }),
  ],
  team: () => [
    E(0, 170, 200, 12, '#061529', { opacity: 0.3 }),
    T(doc(-60, -80, 120, 160, { n: 5, checks: 3 }), -190, 40, 0.9, -6),
    plant(200, 170, 0.9),
    person(0, 170, 1.08, who(0, { pose: 'wave' })),
  ],
  services: () => {
    const keys = ['doc', 'chart', 'calc', 'house', 'build', 'bulb'];
    return keys.map((k, i) => {
      const cx = -178 + (i % 3) * 178, cy = -72 + Math.floor(i / 3) * 164;
      return card(cx - 74, cy - 66, 148, 132, { fill: i === 4 ? C.gold2 : C.white, rx: 22 }) + T(ICONS[k](), cx, cy);
    });
  },
  tax: () => [
    T(doc(-110, -150, 210, 280, { n: 7, head: C.deep }), -150, 0, 1, -8),
    doc(-190, -170, 230, 310, { n: 5, checks: 4, seal: true }),
    calculator(70, -80, 170, 250),
    T([0, 1, 2, 3].map((i) => E(0, -i * 14, 36, 12, i % 2 ? C.gold2 : C.gold) + E(0, -i * 14 + 4, 36, 12, C.goldDk, { opacity: 0.4 })).join('') + E(0, -46, 36, 12, C.gold2), 272, 158),
  ],
  accounting: () => {
    const bx = -60, by = -120, pw = 200, ph = 270;
    let s = barCard(40, -190, 250, 190, { vals: [0.3, 0.45, 0.4, 0.62, 0.7, 0.95] });
    s += R(bx - pw - 14, by + 8, pw * 2 + 28, ph + 14, theme.shadowColor, 16, { opacity: theme.shadow });
    s += R(bx - pw - 14, by - 4, pw * 2 + 28, ph + 14, C.deep, 16, { stroke: C.sky2, 'stroke-width': 2 });
    s += R(bx - pw, by - 14, pw, ph, C.white, 10) + R(bx, by - 14, pw, ph, C.cream, 10) + R(bx - 2, by - 14, 4, ph, C.sand2);
    for (let i = 0; i < 9; i++) {
      const yy = by + 30 + i * 24;
      s += R(bx - pw + 18, yy, pw - 36, 1.5, C.sand) + R(bx + 18, yy, pw - 36, 1.5, C.sand);
      s += R(bx - pw + 18, yy - 12, (pw - 60) * WIDTHS[i % 8], 6, C.sky2, 3);
      s += R(bx + 18, yy - 12, 54 * WIDTHS[(i + 2) % 8], 6, C.sand2, 3) + R(bx + pw - 18 - 60 * WIDTHS[(i + 5) % 8], yy - 12, 60 * WIDTHS[(i + 5) % 8], 6, i === 8 ? C.gold : C.navy, 3);
    }
    s += R(bx - pw + 18, by - 2, 80, 10, C.blue, 5) + R(bx + pw - 98, by - 2, 80, 10, C.blue, 5);
    s += P(d`M${bx + 40} ${by + ph - 4}L${bx + 40} ${by + ph + 40}L${bx + 52} ${by + ph + 30}L${bx + 64} ${by + ph + 40}L${bx + 64} ${by + ph - 4}Z`, C.gold);
    return s;
  },
  cfo: () => [
    lineCard(-290, -170, 380, 260, { pts: [0.12, 0.22, 0.2, 0.38, 0.34, 0.55, 0.6, 0.88] }),
    card(-290, 110, 118, 66, { rx: 14 }) + R(-274, 126, 50, 8, C.sand2, 4) + R(-274, 144, 76, 14, C.blue, 7),
    card(-158, 110, 118, 66, { rx: 14 }) + R(-142, 126, 50, 8, C.sand2, 4) + R(-142, 144, 60, 14, C.gold, 7),
    card(110, -110, 190, 200, { rx: 18 }) + donut(205, -4, 56, 20, [[0.46, C.blue], [0.3, C.gold], [0.24, C.sky2]]) + R(134, -92, 70, 8, C.navy, 4),
    S('M-250 150C-120 130 40 60 140 -120', C.gold, 10, { opacity: 0.9 }),
    P('M118 -134L170 -164L160 -104Z', C.gold),
  ],
  rei: () => [
    house(-190, 168, 0.9, { roof: C.sky2, wall: C.sky }),
    house(150, 168, 0.95, { roof: C.blue2, wall: C.white, door: C.navy2 }),
    house(-20, 168, 1.35, { roof: C.blue, wall: C.white }),
    key(40, 70, 0.95, -24),
    E(-10, 170, 320, 10, '#061529', { opacity: 0.3 }),
  ],
  nptax: () => [
    civic(-170, 168, 0.92),
    E(150, 170, 150, 9, '#061529', { opacity: 0.3 }),
    person(58, 170, 0.9, who(3, { pose: 'reach' })),
    person(250, 170, 0.9, who(1, { pose: 'reach', flip: true })),
    heart(154, 56, 1.1),
    O(96, -40, 6, C.gold2), O(214, -70, 5, C.gold2), O(160, -100, 4, C.sky),
    person(-300, 170, 0.6, who(5)),
  ],
  boi: () => [
    officeBlock(-270, 168, 200, 320),
    magnifier(-150, -20, 82, 40),
    card(40, -150, 260, 250, { rx: 20 }),
    S('M170 -62L170 -38M90 -38L250 -38M90 -38L90 -14M170 -38L170 -14M250 -38L250 -14', C.sky2, 4),
    ...[[170, -96, C.blue], [90, 20, C.sky2], [170, 20, C.gold], [250, 20, C.sky2]].map(([x, y, c]) =>
      R(x - 32, y - 34, 64, 68, C.cream, 12) + O(x, y - 10, 10, c) + P(d`M${x - 18} ${y + 24}Q${x - 18} ${y + 4} ${x} ${y + 4}Q${x + 18} ${y + 4} ${x + 18} ${y + 24}Z`, c)),
    R(66, 70, 120, 8, C.sand, 4), R(66, 84, 80, 8, C.sand, 4),
  ],
  quickbooks: () => [
    laptop(-30, 170, 440),
    T([P('M0 -46L48 38Q50 46 42 46L-42 46Q-50 46 -48 38Z', C.gold), R(-5, -14, 10, 34, C.navy, 5), O(0, 32, 6, C.navy)], 200, -140),
    T([O(0, 0, 44, C.blue), P('M0 -26L24 0L10 0L10 24L-10 24L-10 0L-24 0Z', C.white)], 240, 100),
  ],
  'tax-center': () => [
    book(-250, 124, 300, 44, C.blue), book(-230, 80, 270, 44, C.sky, { band: C.blue }), book(-262, 36, 290, 44, C.gold, { band: C.cream }), book(-222, -8, 250, 44, C.white, { band: C.gold }),
    T([P('M0 0L-96 -10L-104 -40L-4 -28Z', C.white), P('M0 0L96 -10L104 -40L4 -28Z', C.cream), R(-3, -30, 6, 30, C.sand2, 3),
      ...[0, 1, 2].map((i) => S(d`M${-86 + i * 3} ${-16 - i * 7}L${-22 + i * 2} ${-10 - i * 7}M${22 - i * 2} ${-10 - i * 7}L${86 - i * 3} ${-16 - i * 7}`, C.sky2, 3)),
      P('M50 -8L50 22L58 15L66 22L66 -10Z', C.gold)], -100, -10),
    T(book(0, 0, 280, 56, C.blue2, { band: C.white }), 108, 168, 1, -90), T(book(0, 0, 250, 50, C.gold2, { band: C.cream }), 166, 168, 1, -90),
    T(book(0, 0, 230, 48, C.sky2, { band: C.blue }), 218, 168, 1, -76),
    E(0, 172, 300, 9, '#061529', { opacity: 0.3 }),
  ],
  'useful-links': () => {
    const browser = (x, y, w, h, start) => card(x, y, w, h, { rx: 16 }) + R(x, y, w, 28, C.sky, 16) + R(x, y + 18, w, 10, C.sky) +
      [0, 1, 2].map((i) => O(x + 18 + i * 14, y + 14, 4, i ? C.sky2 : C.gold)).join('') + R(x + 64, y + 9, w - 82, 10, C.white, 5) + bars(x + 18, y + 48, w - 36, 3, { gap: 18, start });
    return [
      globe(-40, -10, 140),
      browser(-310, -170, 190, 112, 0),
      browser(126, -150, 184, 112, 2),
      chain(180, 104, 0.8, -24),
    ];
  },
  forms: () => [
    T(doc(-120, -160, 240, 320, { n: 6, checks: 3 }), -110, 10, 1, -10),
    T(doc(-120, -160, 240, 320, { n: 6, checks: 2, head: C.deep }), 110, 0, 1, 8),
    doc(-130, -180, 260, 340, { n: 6, checks: 6, head: C.gold, check: C.blue }),
    pencil(110, 120, 190, -38),
  ],
  news: () => [
    T(newspaper(-160, -175, 300, 330), -40, 0, 1, -6),
    newspaper(-150, -170, 310, 340),
    mug(230, 168, 1),
    card(190, -150, 110, 110, { rx: 55 }) + T(P('M-22 10L-22 -6Q-22 -26 0 -26Q22 -26 22 -6L22 10L28 18L-28 18Z', C.gold) + O(0, 24, 7, C.gold), 245, -98) + O(275, -128, 10, C.blue),
  ],
  contact: () => [
    card(40, -170, 270, 250, { fill: C.sky, rx: 22 }),
    S('M58 -86L292 -26M124 -156L196 66M56 2L296 -112', C.white, 12, { opacity: 0.9 }),
    R(236, -150, 50, 40, C.sky2, 8), R(60, 20, 60, 40, C.sky2, 8),
    S('M-120 110C-60 160 60 150 150 30', C.gold2, 5, { 'stroke-dasharray': '2 14' }),
    envelope(-300, -60, 290, 190),
    mapPin(175, 2, 1.05),
  ],
  careers: () => [
    hill([[-300, 120], [-100, 90], [100, 60], [300, 80]], 180, '#2660a6', { opacity: 0.55 }),
    P('M-60 170C20 150 140 140 110 100C80 66 200 50 220 20L236 22C226 56 110 80 140 104C180 140 100 166 40 170Z', C.sky, { opacity: 0.85 }),
    S('M-10 168C60 152 150 140 124 102C98 68 210 52 228 22', C.gold2, 3, { 'stroke-dasharray': '10 12' }),
    R(226, -82, 5, 104, C.white, 2.5), P('M231 -82L292 -64L231 -44Z', C.gold),
    briefcase(-290, -30, 250, 180),
    sparkle(160, -120, 16), sparkle(-20, -130, 10, C.sky),
  ],
  'not-found': () => [
    E(0, 170, 250, 16, '#061529', { opacity: 0.3 }),
    S('M-300 160C-200 150 -120 140 -20 150M40 150C120 130 200 100 300 110M40 156C120 170 220 170 300 164', C.gold2, 4, { 'stroke-dasharray': '3 14' }),
    R(-10, -200, 20, 370, C.sand, 8),
    P('M10 -178L170 -178L206 -148L170 -118L10 -118Z', C.white), R(36, -154, 100, 10, C.sky2, 5),
    P('M-10 -98L-170 -98L-206 -68L-170 -38L-10 -38Z', C.gold), R(-150, -74, 110, 10, C.gold2, 5),
    P('M10 -18L140 -18L176 12L140 42L10 42Z', C.sky), R(34, 6, 80, 10, C.white, 5),
    O(0, -208, 14, C.sand),
    card(180, 40, 110, 110, { rx: 55, fill: C.white }) + T([O(0, 0, 40, 'none', { stroke: C.sky2, 'stroke-width': 4 }), P('M0 -34L9 0L0 34L-9 0Z', C.sand2), P('M0 -34L9 0L-9 0Z', C.gold)], 235, 95, 1, 35),
  ],
  consulting: () => [
    lightbulb(0, -120, 0.75),
    bubble(-250, -150, 110, 50, -1, C.white, C.blue), bubble(150, -170, 110, 50, 1, C.sky, C.deep),
    person(-170, 170, 1.15, who(0, { pose: 'hips' })),
    person(170, 170, 1.15, who(2, { pose: 'point', flip: true })),
    card(-48, 70, 96, 100, { rx: 10, fill: C.white }) + R(-36, 84, 50, 7, C.blue, 3.5) + bars(-36, 102, 72, 3, { gap: 14 }),
  ],
};

/** What every banner shares, drawn inline in each page: the dusk sky, the skyline and the hills. */
function bannerFrame() {
  const { W, H, cx, cy } = BANNER;
  const id = (k) => `banner-${k}`;
  const defs =
    el('linearGradient', { id: id('bg'), x1: 0, y1: 0, x2: 1, y2: 0.25 }, [
      el('stop', { offset: 0, 'stop-color': C.navy }),
      el('stop', { offset: 0.55, 'stop-color': '#133560' }),
      el('stop', { offset: 1, 'stop-color': C.deep }),
    ]) +
    el('linearGradient', { id: id('city'), x1: 880, y1: 0, x2: 1160, y2: 0, gradientUnits: 'userSpaceOnUse' }, [
      el('stop', { offset: 0, 'stop-color': '#1a4476', 'stop-opacity': 0 }),
      el('stop', { offset: 1, 'stop-color': '#1a4476' }),
    ]) +
    el('radialGradient', { id: id('glow'), cx, cy, r: 420, gradientUnits: 'userSpaceOnUse' }, [
      el('stop', { offset: 0, 'stop-color': C.blue, 'stop-opacity': 0.5 }),
      el('stop', { offset: 1, 'stop-color': C.blue, 'stop-opacity': 0 }),
    ]);
  const body = [
    R(0, 0, W, H, `url(#${id('bg')})`),
    R(cx - 420, 0, W - cx + 420, H, `url(#${id('glow')})`),
    O(cx, cy, 230, 'none', { stroke: C.sky, 'stroke-opacity': 0.09, 'stroke-width': 2 }),
    O(cx, cy, 320, 'none', { stroke: C.sky, 'stroke-opacity': 0.06, 'stroke-width': 2, 'stroke-dasharray': '4 10' }),
    skyline(880, 440, 720, { fill: `url(#${id('city')})`, seed: 9, s: 0.7, capitolAt: 0.08, frostAt: 0.93, jengaAt: 0.82, maxH: 230 }),
    hill([[740, 470], [980, 436], [1260, 446], [1460, 428], [1600, 436]], H, '#1a477d'),
    hill([[0, 472], [420, 462], [900, 452], [1300, 466], [1600, 456]], H, C.navy2),
    sparkle(905, 96, 9), sparkle(1574, 58, 7, C.sky), sparkle(1576, 330, 9), O(904, 330, 4, C.gold2), O(1580, 190, 3, C.sky),
  ];
  return svg(W, H, 'Austin skyline at dusk — illustration', body, defs);
}

/** A banner's own motif on a transparent ground, laid over the frame where there is room beside the heading. */
function banner(slug) {
  const { W, H, cx, cy } = BANNER;
  return svg(W, H, `${TITLES[slug]} — illustration`, T(withTheme(DARK, () => MOTIFS[slug]()), cx, cy));
}

const TITLES = {
  about: 'Live oak tree over the Austin skyline', team: 'The firm’s CPA waving hello beside a client file', services: 'Grid of service icons',
  tax: 'Tax documents and a calculator', accounting: 'Open ledger and bar chart', consulting: 'Two advisors sharing an idea',
  cfo: 'Financial dashboard with a rising chart', rei: 'Houses with a key', nptax: 'Community building and hands holding a heart',
  boi: 'Office building under a magnifying glass beside an org chart', quickbooks: 'Laptop ledger with an upgrade alert',
  'tax-center': 'Stack of reference books', 'useful-links': 'Globe and chain links', forms: 'Form sheets with checkboxes',
  news: 'Newspaper and coffee', contact: 'Envelope and map pin', careers: 'Briefcase and a path to a flag', 'not-found': 'Signpost pointing different ways',
};

/* ------------------------------------------------------------------ *
 * 4. Other artwork
 * ------------------------------------------------------------------ */

function svg(w, h, label, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}"><title>${esc(label)}</title>${defs ? `<defs>${defs}</defs>` : ''}${[body].flat(Infinity).join('')}</svg>\n`;
}

function hero() {
  const W = 1200, H = 900;
  const body = [
    R(0, 0, W, H, C.cream),
    O(600, 440, 420, C.sky),
    O(600, 440, 486, 'none', { stroke: C.sky, 'stroke-width': 2 }),
    O(250, 170, 52, C.gold2, { opacity: 0.75 }),
    cloud(460, 150, 1), cloud(1060, 400, 0.75),
    skyline(150, 722, 940, { fill: C.sky2, seed: 13, s: 0.9, capitolAt: null, frostAt: 0.79, jengaAt: 0.62, maxH: 230 }),
    capitol(968, 724, 0.74, { fill: mix(C.sky2, C.deep, 0.32), detail: C.sky }),
    hill([[0, 724], [250, 700], [560, 716], [880, 694], [1200, 712]], H, C.sand),
    hill([[0, 800], [300, 774], [640, 792], [980, 766], [1200, 784]], H, mix(C.sand, C.cream, 0.5)),
    E(430, 796, 220, 18, C.sand2, { opacity: 0.8 }),
    oak(430, 796, 1.18, { shade: C.deep, crown: mix(C.deep, C.blue, 0.5), light: C.blue2, trunk: C.navy, seed: 4 }),
    person(640, 806, 0.9, who(0, { pose: 'wave' })), person(712, 810, 0.86, who(5)),
    lineCard(820, 70, 330, 210),
    T(doc(0, 0, 210, 270, { n: 5, checks: 5, seal: true }), 40, 560, 1, -5),
    card(890, 772, 240, 96, { rx: 20 }) + tickBadge(936, 820, 22, C.gold) + R(974, 802, 120, 10, C.navy, 5) + R(974, 824, 80, 8, C.sand2, 4),
    sparkle(780, 48, 12), sparkle(120, 360, 10, C.blue2), sparkle(1150, 620, 9),
  ];
  return svg(W, H, 'Illustration: a live oak spreading over the Austin skyline and Capitol, with a growth chart and a completed checklist', body);
}

function slideFrame(W, H, circle, floorY = 470) {
  return [R(0, 0, W, H, C.cream), O(...circle, C.sky), R(0, floorY, W, H - floorY, C.sand), sparkle(70, 70, 10, C.gold2), sparkle(740, 500, 8, C.blue2), O(720, 80, 6, C.gold2)];
}

function slidePersonal() {
  const W = 800, H = 560;
  const flat = (x, y, w, h, kids) => G([P(d`M0 0L${w} 0L${w + h * 0.5} ${h}L${h * 0.5 - 0} ${h}Z`, C.white), kids], { transform: `translate(${x} ${y})` });
  return svg(W, H, 'A family reviewing their tax return together at the kitchen table', [
    ...slideFrame(W, H, [420, 250, 240]),
    window_(500, 50, 220, 200, { seed: 8 }),
    pendant(360, 0, 110),
    seated(240, 380, 1.1, who(0)),
    seated(362, 380, 0.78, who(3, { top: C.gold2 })),
    seated(486, 380, 1.12, who(2)),
    P('M110 380L630 380L690 440L50 440Z', C.white) + R(50, 440, 640, 18, C.sand2, 4) + R(80, 458, 18, 100, C.sand2, 5) + R(642, 458, 18, 100, C.sand2, 5),
    flat(290, 392, 150, 38, [R(14, 6, 60, 6, C.blue, 3), tickBadge(22, 24, 6, C.blue), R(34, 21, 70, 5, C.sand2, 2.5), tickBadge(126, 24, 6, C.gold)]),
    flat(170, 396, 70, 30, [R(10, 6, 40, 8, C.navy, 3), R(14, 18, 10, 6, C.sky2, 2), R(28, 18, 10, 6, C.sky2, 2), R(42, 18, 10, 6, C.gold, 2)]),
    mug(580, 404, 0.5),
    T(doc(0, 0, 160, 200, { n: 3, checks: 3, seal: true }), 50, 50, 1, -6),
  ]);
}

function slideBusiness() {
  const W = 800, H = 560;
  return svg(W, H, 'A storefront with a business tax return and a growth chart', [
    ...slideFrame(W, H, [420, 270, 250], 480),
    storefront(230, 480, 360, 320),
    plant(200, 480, 0.55),
    barCard(36, 50, 200, 150, { vals: [0.3, 0.5, 0.45, 0.8] }),
    T(doc(0, 0, 170, 220, { n: 4, checks: 3, seal: true }), 600, 60, 1, 4),
    person(690, 500, 0.95, who(1, { pose: 'point', flip: true })),
  ]);
}

function slideBookkeeping() {
  const W = 800, H = 560;
  return svg(W, H, 'A laptop with reconciled ledger entries beside an open ledger book', [
    ...slideFrame(W, H, [400, 260, 250], 500),
    R(50, 440, 700, 20, C.white, 8) + R(70, 460, 660, 14, C.sand2, 4) + R(90, 474, 18, 86, C.sand2, 5) + R(692, 474, 18, 86, C.sand2, 5),
    laptop(330, 440, 380),
    book(530, 400, 170, 40, C.blue) + book(545, 360, 150, 40, C.gold, { band: C.cream }),
    mug(650, 360, 0.6),
    ...[[610, 120, C.blue], [690, 210, C.gold], [100, 150, C.blue]].map(([x, y, c]) => O(x, y + 6, 28, C.navy, { opacity: 0.08 }) + tickBadge(x, y, 28, c)),
    card(50, 260, 150, 70, { rx: 14 }) + R(68, 278, 60, 8, C.sand2, 4) + R(68, 298, 100, 14, C.blue, 7),
  ]);
}

function badge(kind) {
  const id = `pa-${kind}`;
  const label = kind === 'online' ? 'ONLINE' : 'DESKTOP';
  const t = (x, y, size, fill, txt, o = {}) =>
    el('text', { x, y, 'font-family': FONT, 'font-size': size, 'font-weight': 700, fill, 'text-anchor': 'middle', ...o }, esc(txt));
  const defs = el('path', { id: `${id}-arc`, d: 'M43 160A117 117 0 0 1 277 160' });
  const stars = [-64, -52, 52, 64].map((a) => {
    const r = ((a - 90) * Math.PI) / 180;
    return sparkle(160 + Math.cos(r) * 125, 160 + Math.sin(r) * 125, 5, C.gold2);
  });
  return svg(320, 320, `QuickBooks ProAdvisor certification badge — ${kind === 'online' ? 'Online' : 'Desktop'}`, [
    O(160, 160, 158, C.qbGreen),
    O(160, 160, 149, C.qbDark),
    O(160, 160, 106, C.white),
    O(160, 160, 99, 'none', { stroke: C.qbGreen, 'stroke-width': 2 }),
    el('text', { 'font-family': FONT, 'font-size': 20, 'font-weight': 700, fill: C.white, 'letter-spacing': 5, 'text-anchor': 'middle' },
      el('textPath', { href: `#${id}-arc`, startOffset: '50%' }, 'CERTIFIED')),
    ...stars,
    tickBadge(160, 100, 18, C.qbDark),
    t(160, 152, 27, C.qbDark, 'QuickBooks', { 'letter-spacing': -0.5 }),
    t(160, 183, 25, C.navy, 'ProAdvisor', { 'letter-spacing': -0.3 }),
    P('M36 208L70 208L70 258L36 258L50 233Z', C.navy2),
    P('M284 208L250 208L250 258L284 258L270 233Z', C.navy2),
    R(58, 202, 204, 48, C.navy, 8),
    t(160, 233, 20, C.white, label, { 'letter-spacing': 4 }),
  ], defs);
}

function founder() {
  const W = 640, H = 800;
  const skin = '#c98f69', skinDk = '#b07652', hair = '#2e1f19', hairHi = '#4a3226', feat = '#3a2620';
  return svg(W, H, 'Illustrated portrait of founder Maria Delgado', [
    R(0, 0, W, H, C.sand),
    O(320, 380, 262, C.cream),
    O(320, 380, 292, 'none', { stroke: C.gold, 'stroke-width': 5, 'stroke-dasharray': '230 1605', 'stroke-linecap': 'round', transform: 'rotate(-150 320 380)' }),
    T(oak(0, 0, 1, { shade: C.sand2, crown: mix(C.sand, C.sand2, 0.55), light: mix(C.sand, C.cream, 0.5), trunk: C.sand2, seed: 4 }), 560, 640, 0.42),
    O(96, 150, 34, C.sky), sparkle(566, 110, 12, C.gold2), O(96, 560, 7, C.gold2),
    // hair, back mass
    P('M206 330C196 210 254 146 328 146C412 146 456 216 446 330C440 420 468 520 452 610L190 610C172 520 212 420 206 330Z', hair),
    // neck + shadow
    P('M280 600C290 540 290 490 288 440L352 440C350 490 350 540 360 600Z', skin),
    P('M288 452Q320 500 352 452L352 486Q320 520 288 486Z', skinDk, { opacity: 0.55 }),
    // blazer, blouse, lapels
    P('M60 800C66 676 136 606 250 584L390 584C504 606 574 676 580 800Z', C.navy),
    P('M258 584L320 712L382 584Z', C.white),
    P('M282 570L320 656L358 570Z', skin),
    P('M252 586L274 580L322 718L300 800L270 800L290 714L226 650L248 632Z', C.deep),
    P('M388 586L366 580L318 718L340 800L370 800L350 714L414 650L392 632Z', C.deep),
    O(264, 690, 10, C.gold), O(264, 690, 4, C.gold2),
    // head
    E(240, 382, 13, 22, skin), E(400, 382, 13, 22, skin),
    E(320, 366, 82, 102, skin),
    E(278, 408, 16, 10, '#d9715d', { opacity: 0.2 }), E(362, 408, 16, 10, '#d9715d', { opacity: 0.2 }),
    S('M276 334Q290 326 306 331', feat, 5), S('M334 331Q350 326 364 334', feat, 5),
    E(292, 356, 6, 7, feat), E(348, 356, 6, 7, feat),
    S('M320 362Q314 388 324 394', skinDk, 4),
    P('M298 420Q320 440 342 420Q320 428 298 420Z', '#a8524a'),
    // front hair: side part with a sweep across the forehead
    P('M300 240C262 244 238 288 238 346C238 380 242 414 250 440C236 430 226 400 224 360C220 280 250 230 300 222Z', hair),
    P('M296 226C350 212 414 236 420 322C422 372 414 416 404 446C400 380 392 320 360 286C336 300 300 300 262 292C276 262 286 240 296 226Z', hair),
    P('M312 232C350 226 390 246 404 288C384 262 352 248 312 246Z', hairHi, { opacity: 0.85 }),
    O(246, 420, 7, C.gold), O(396, 420, 7, C.gold),
  ]);
}

/* ---------------- gallery scenes ---------------- */

function room(W, H, floorY, { wall = C.cream, floor = C.sand } = {}) {
  return R(0, 0, W, H, wall) + R(0, floorY, W, H - floorY, floor) + R(0, floorY - 6, W, 6, C.sand2);
}

function logoMark(x, y, size) {
  return T(logoBody(), x, y, size / 64);
}

const box = (x, y, w, h, c = C.gold2) =>
  R(x, y, w, h, c, 4) + R(x, y, w, h * 0.18, mix(c, C.navy, 0.15), 4) + R(x + w / 2 - 8, y, 16, h * 0.18, C.sand, 2);
const produce = (x, y) =>
  [O(x, y, 12, C.gold), O(x + 24, y - 4, 13, C.blue2), O(x + 46, y, 12, '#d9734e'), O(x + 12, y - 16, 11, '#7fae5a'), O(x + 36, y - 18, 10, C.gold2)].join('');
const screen = (x, y, w, h) => R(x, y, w, h, C.navy, 12) + R(x + 14, y + 14, w - 28, h - 28, C.white, 6);

const GALLERY = {
  'office-lobby': [800, 1000, 'Office lobby with a reception desk, city window and brand wall', () => [
    room(800, 1000, 780),
    window_(50, 140, 320, 440, { seed: 17 }),
    R(420, 140, 330, 440, C.navy, 10),
    logoMark(525, 240, 120), R(505, 392, 160, 12, C.gold, 6), R(535, 416, 100, 8, C.sky2, 4),
    pendant(220, 0, 70), pendant(400, 0, 100), pendant(580, 0, 70),
    E(400, 930, 330, 36, C.sand2, { opacity: 0.6 }),
    seated(330, 650, 1.1, who(0)),
    laptopBack(470, 650, 120),
    R(150, 650, 500, 24, C.navy2, 8) + R(170, 674, 460, 180, C.white, 8) + R(170, 750, 460, 10, C.gold),
    plant(720, 940, 1.1),
    chair(70, 960, 1.2, C.blue), chair(170, 960, 1.2, C.blue),
  ]],
  'conference-room': [800, 600, 'Conference room: a presenter walks three clients through charts on a wall screen', () => [
    room(800, 600, 470),
    window_(40, 50, 250, 250, { seed: 3 }),
    screen(330, 50, 430, 250),
    T(barCard(0, 0, 180, 190, { vals: [0.4, 0.6, 0.5, 0.9] }), 356, 78),
    T(lineCard(0, 0, 180, 190, { header: false, pts: [0.2, 0.3, 0.5, 0.45, 0.7, 0.85] }), 554, 78),
    seated(200, 400, 0.9, who(1)), seated(320, 400, 0.9, who(0)), seated(440, 400, 0.9, who(2)),
    person(680, 560, 1.05, who(3, { pose: 'point', flip: true })),
    laptopBack(260, 400, 76), laptopBack(480, 400, 76, C.sky),
    P('M130 400L600 400L660 462L70 462Z', C.white) + R(70, 462, 590, 16, C.navy2, 4),
    P('M300 420L370 420L376 440L296 440Z', C.sky) + P('M410 424L470 424L474 442L408 442Z', C.sand2),
  ]],
  'vita-clinic': [800, 800, 'Volunteer tax clinic: volunteers helping clients at a table', () => [
    room(800, 800, 560, { wall: C.sky }),
    bunting(20, 780, 40, 12),
    card(250, 110, 300, 160, { rx: 16 }) + heart(340, 200, 0.9) + T(house(0, 0, 1, { wall: C.sky, roof: C.blue }), 460, 240, 0.55),
    seated(190, 470, 1.05, who(2, { top: C.gold })),
    seated(610, 470, 1.05, who(0, { top: C.gold })),
    laptopBack(300, 470, 110), laptopBack(500, 470, 110),
    R(60, 470, 680, 22, C.white, 6) + R(70, 492, 660, 140, C.blue, 6) + R(70, 560, 660, 8, C.blue2),
    seatedBack(260, 800, 1.25, who(4)), seatedBack(540, 800, 1.25, who(3)),
    plant(740, 770, 0.9),
  ]],
  'food-bank': [800, 600, 'Volunteers packing food boxes at a food bank', () => [
    room(800, 600, 470, { wall: C.sky }),
    R(40, 160, 720, 12, C.sand2, 4),
    ...[60, 150, 250, 340, 440, 540, 640].map((x, i) => box(x, 72 - (i % 2) * 12, 80, 88 + (i % 2) * 12, i % 3 ? C.gold2 : C.sand2)),
    seated(140, 390, 1.05, who(1, { pose: 'hold' })),
    seated(400, 390, 1.05, who(0, { pose: 'reach' })),
    seated(660, 390, 1.05, who(2, { pose: 'hold' })),
    box(200, 300, 120, 90), T(produce(0, 0), 220, 296), box(470, 290, 110, 100, C.sand2), T(produce(0, 0), 488, 286),
    R(40, 390, 720, 20, C.white, 6) + R(50, 410, 700, 130, C.navy2, 6) + heart(400, 478, 0.5),
    box(60, 470, 110, 90, C.sand2), box(630, 480, 120, 80),
  ]],
  'tax-workshop': [800, 1000, 'Tax workshop: a presenter beside a projected chart with an audience', () => [
    room(800, 1000, 700),
    R(120, 0, 4, 90, C.sand2), R(496, 0, 4, 90, C.sand2),
    screen(60, 90, 500, 330),
    T(lineCard(0, 0, 240, 280, { pts: [0.1, 0.25, 0.22, 0.45, 0.5, 0.7, 0.9] }), 88, 116),
    T(donut(0, 0, 56, 20, [[0.5, C.blue], [0.3, C.gold], [0.2, C.sky2]]), 440, 196),
    bars(360, 290, 160, 4, { gap: 22 }),
    person(650, 700, 1.6, who(0, { pose: 'point', flip: true })),
    audienceRow(880, [80, 230, 380, 530, 680], 1.1, 1, C.sky2),
    audienceRow(1040, [150, 400, 650], 1.45, 4, C.blue2),
  ]],
  'small-business-expo': [800, 600, 'Firm booth at a small business expo', () => [
    room(800, 600, 450, { wall: C.sky }),
    S('M0 40L800 40M0 70L800 70', C.sky2, 4), ...Array.from({ length: 16 }, (_, i) => S(d`M${i * 50} 40L${i * 50 + 25} 70L${i * 50 + 50} 40`, C.sky2, 3)),
    R(10, 150, 120, 280, C.sky2, 8, { opacity: 0.6 }), R(670, 150, 120, 280, C.sky2, 8, { opacity: 0.6 }),
    R(170, 100, 460, 280, C.navy, 12),
    logoMark(210, 130, 100),
    R(380, 140, 210, 14, C.gold, 7), R(380, 168, 160, 10, C.sky2, 5), R(380, 190, 180, 10, C.sky2, 5),
    T(lineCard(0, 0, 210, 100, { header: false }), 380, 222),
    seated(300, 380, 1.0, who(0, { pose: 'hold' })),
    R(200, 380, 400, 18, C.white, 6) + R(210, 398, 380, 120, C.gold, 6) + R(210, 440, 380, 10, C.gold2) + logoMark(380, 456, 40),
    T(doc(0, 0, 52, 66, { n: 2, shadow: false }), 480, 316, 1, -6), T(doc(0, 0, 52, 66, { n: 2, shadow: false, head: C.gold }), 540, 316, 1, 5),
    R(650, 200, 90, 300, C.white, 6) + R(664, 220, 62, 62, C.sky, 31) + T(ICONS.chart(), 695, 251, 0.6) + bars(664, 300, 62, 5, { gap: 18 }) + R(640, 500, 110, 10, C.sand2, 5),
    person(560, 640, 1.3, who(2, { back: true })),
    person(90, 560, 1.1, who(3, { pose: 'down' })),
  ]],
  'team-volunteering': [800, 800, 'Volunteers planting a young oak tree outdoors', () => [
    R(0, 0, 800, 800, C.sky), O(620, 150, 64, C.gold2), cloud(200, 140, 1.1), cloud(520, 240, 0.7),
    G(skyline(80, 540, 640, { fill: C.sky2, seed: 2, s: 0.7 }), { opacity: 0.8 }),
    hill([[0, 540], [200, 510], [420, 532], [640, 500], [800, 520]], 800, C.blue2, { opacity: 0.35 }),
    hill([[0, 580], [260, 560], [520, 586], [800, 560]], 800, C.sand),
    person(120, 650, 0.95, who(3, { pose: 'wave' })), person(690, 660, 0.95, who(5, { pose: 'hold' })),
    E(400, 706, 170, 26, C.sand2),
    oak(400, 700, 0.3, { shade: C.deep, crown: C.blue, light: C.blue2, trunk: C.navy2, seed: 8 }),
    P('M320 708Q400 660 480 708Z', mix(C.gold, C.navy, 0.4)),
    person(230, 740, 1.25, who(1, { pose: 'dig' })),
    S('M256 570L322 704', C.sand2, 7), P('M308 696L338 694L336 728L314 728Z', C.navy2),
    person(570, 740, 1.25, who(0, { pose: 'reach', flip: true })),
    T([R(-30, -40, 60, 46, C.blue, 10), S('M-28 -30L-62 -56', C.blue, 8), S('M30 -30Q48 -34 40 -10', C.blue, 6)], 482, 606),
    ...[0, 1, 2].map((i) => S(d`M${424 - i * 10} ${560 + i * 6}L${418 - i * 12} ${600 + i * 6}`, C.blue2, 3, { 'stroke-dasharray': '4 8' })),
  ]],
  'client-meeting': [800, 600, 'An advisor meeting with a client across a desk', () => [
    room(800, 600, 470),
    window_(40, 50, 250, 270, { seed: 12 }),
    card(470, 70, 150, 110, { rx: 6 }) + logoMark(515, 95, 60),
    plant(730, 470, 0.9),
    seated(400, 400, 1.15, who(0)),
    laptopBack(250, 400, 120),
    R(110, 400, 580, 22, C.navy2, 8) + R(130, 422, 540, 180, C.white, 8) + R(130, 470, 540, 8, C.gold),
    R(480, 384, 100, 10, C.white, 3) + R(486, 374, 90, 10, C.sky, 3) + mug(630, 400, 0.45),
    seatedBack(590, 700, 1.45, who(2), C.deep),
  ]],
};

function gallery(name) {
  const [W, H, label, draw] = GALLERY[name];
  return svg(W, H, label, draw());
}

function newsObbba() {
  const W = 1200, H = 630;
  return svg(W, H, 'The U.S. Capitol with tax law documents', [
    R(0, 0, W, H, C.cream), O(600, 330, 300, C.sky),
    cloud(270, 150, 1.1), cloud(960, 210, 0.8),
    capitol(600, 520, 1.55, { fill: C.deep, detail: C.sky2, variant: 'dc' }),
    hill([[0, 530], [300, 510], [600, 524], [900, 506], [1200, 520]], H, C.sand),
    R(0, 585, W, 45, mix(C.sand, C.cream, 0.5)),
    T(doc(0, 0, 220, 290, { n: 6, checks: 3, seal: true }), 90, 250, 1, -6),
    T(doc(0, 0, 200, 260, { n: 7, head: C.gold }), 900, 270, 1, 5),
    card(930, 110, 190, 110, { rx: 18 }) + R(950, 130, 70, 8, C.navy, 4) + S('M950 200L990 180L1020 188L1060 150L1100 140', C.blue, 5) + O(1100, 140, 6, C.gold),
    sparkle(110, 110, 12), sparkle(1120, 500, 10, C.blue2),
  ]);
}

function ogImage() {
  const W = 1200, H = 630;
  // Flat fills only: gradient dithering would bloat the rasterised PNG.
  const txt = (x, y, size, fill, s, o = {}) => el('text', { x, y, 'font-family': FONT, 'font-size': size, fill, ...o }, esc(s));
  return svg(W, H, 'Live Oak Ledger CPA — Tax, Accounting and Advisory in Austin, Texas', [
    R(0, 0, W, H, C.navy),
    O(980, 320, 470, '#133560'),
    O(980, 320, 330, C.deep, { opacity: 0.55 }),
    O(980, 320, 400, 'none', { stroke: C.sky, 'stroke-opacity': 0.08, 'stroke-width': 2, 'stroke-dasharray': '4 10' }),
    withTheme(DARK, () => [
      G(skyline(790, 566, 410, { fill: C.sky, seed: 21, s: 0.72, capitolAt: null, frostAt: null, jengaAt: 0.85 }), { opacity: 0.16 }),
      oak(1000, 566, 0.86, { shade: '#2463ad', crown: C.blue, light: C.blue2, trunk: C.gold, seed: 4 }),
      capitol(836, 566, 0.4, { fill: C.sky, detail: C.sky2 }),
      frost(1126, 566, 0.34, { fill: C.sky, detail: C.sky2 }),
    ]),
    hill([[0, 590], [400, 574], [800, 566], [1200, 578]], H, C.navy2),
    logoMark(80, 120, 88),
    txt(80, 318, 64, C.white, 'Live Oak Ledger CPA', { 'font-weight': 700, 'letter-spacing': -1.5 }),
    R(80, 350, 72, 5, C.gold, 2.5),
    txt(80, 410, 28, C.sky, 'Tax · Accounting · Advisory — Austin, Texas', { 'font-weight': 500 }),
    sparkle(620, 120, 10), sparkle(1150, 90, 8, C.sky), O(700, 520, 4, C.gold2),
  ]);
}

function logoBody() {
  const limb = (dd) => S(dd, C.gold, 3);
  return [
    R(0, 0, 64, 64, C.navy, 14),
    P('M26.5 46C29 42.5 29.6 39 29.4 35L34.6 35C34.4 39 35 42.5 37.5 46Z', C.gold),
    limb('M30 36.5Q24 34 16.5 32.5'), limb('M34 36.5Q40 34 47.5 32.5'), limb('M32 36L32 28'),
    O(15.5, 29, 5.4, C.gold), O(22, 24.5, 7.4, C.gold), O(32, 21.5, 8.6, C.gold), O(42, 24.5, 7.4, C.gold), O(48.5, 29, 5.4, C.gold),
    E(32, 27.5, 20, 5, C.gold),
    R(12, 48.5, 40, 3.4, C.gold, 1.7), R(18, 54.5, 28, 2.8, C.gold2, 1.4),
  ];
}

function logo() {
  return svg(64, 64, 'Live Oak Ledger CPA', logoBody());
}

/* ------------------------------------------------------------------ *
 * 5. Writer
 * ------------------------------------------------------------------ */

const written = [];
function out(rel, content) {
  const file = join(ROOT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  const bytes = Buffer.byteLength(content);
  written.push([rel, bytes]);
  if (bytes > 40 * 1024) console.warn(`! ${rel} is ${bytes} bytes (> 40 kB)`);
  if (/<image|xlink:href="http|href="http/.test(content)) throw new Error(`${rel} contains an external reference`);
}

/** The frame as a stylesheet background: it paints with the first paint and no page repeats it in its payload. */
function frameCss(svg) {
  const ground = svg.replace(/ role="img" aria-label="[^"]*"/, '').replace(/<title>[\s\S]*?<\/title>/, '');
  const uri = `data:image/svg+xml,${encodeURIComponent(ground).replace(/%20/g, ' ').replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/').replace(/%22/g, "'").replace(/\(/g, '%28').replace(/\)/g, '%29')}`;
  return `/* Written by scripts/make-art.mjs (npm run art) from public/images/banners/frame.svg. */\n.banner-frame {\n  background: #0f2a4a url("${uri}") right center / cover no-repeat;\n}\n`;
}

export function main() {
  const frame = bannerFrame();
  out('public/images/banners/frame.svg', frame);
  out('app/banner-frame.css', frameCss(frame));
  for (const slug of Object.keys(MOTIFS)) out(`public/images/banners/${slug}.svg`, banner(slug));
  out('public/images/hero.svg', hero());
  out('public/images/slides/personal-tax.svg', slidePersonal());
  out('public/images/slides/business-tax.svg', slideBusiness());
  out('public/images/slides/bookkeeping.svg', slideBookkeeping());
  out('public/images/badges/proadvisor-online.svg', badge('online'));
  out('public/images/badges/proadvisor-desktop.svg', badge('desktop'));
  out('public/images/team/founder.svg', founder());
  for (const name of Object.keys(GALLERY)) out(`public/images/gallery/${name}.svg`, gallery(name));
  out('public/images/news/obbba.svg', newsObbba());
  out('public/images/og-image.svg', ogImage());
  const mark = logo();
  out('public/images/logo.svg', mark);
  out('public/favicon.svg', mark);
  out('app/icon.svg', mark);

  const pad = Math.max(...written.map(([r]) => r.length));
  for (const [rel, bytes] of written) console.log(`${rel.padEnd(pad)}  ${(bytes / 1024).toFixed(1).padStart(5)} kB`);
  console.log(`${written.length} files written.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

export { C, svg, oak, person, who, capitol, frost, skyline, banner, MOTIFS, GALLERY, withTheme, DARK };
