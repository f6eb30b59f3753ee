import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

// Keep in step with DEFAULT_ENQUIRY_API_URL in lib/enquiry.ts.
const DEFAULT_ENQUIRY_API_URL = 'http://localhost:8787';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Staff upload out/ to any static host: no server, no image optimiser.
  output: 'export',
  // /about/ -> out/about/index.html, which every static host serves without rewrites.
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Each language has its own root layout (its own <html lang>), so the one 404 page stands outside both.
  experimental: { globalNotFound: true },
  // The icon sprite is cached for good (see scripts/make-headers.mjs): its address changes with its content.
  env: { ICON_SPRITE_VERSION: createHash('sha256').update(readFileSync(new URL('./public/icons.svg', import.meta.url))).digest('hex').slice(0, 10) },
};

/** A production build without the API URL bakes in the local one: say so, or fail with ENQUIRY_API_STRICT=1. */
export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.NEXT_PUBLIC_ENQUIRY_API_URL) {
    const problem = `NEXT_PUBLIC_ENQUIRY_API_URL is not set: the contact form of this build posts to ${DEFAULT_ENQUIRY_API_URL} (and its CSP allows it), which works only on this machine.`;
    const fix = 'For a deployed site: NEXT_PUBLIC_ENQUIRY_API_URL=https://<your enquiry API> ENQUIRY_API_STRICT=1 npm run build';
    if (process.env.ENQUIRY_API_STRICT === '1') throw new Error(`${problem}\n${fix}`);
    console.warn(`\nWARNING: ${problem}\n${fix}\n`);
  }
  return nextConfig;
}
