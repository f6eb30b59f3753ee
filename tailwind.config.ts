import type { Config } from 'tailwindcss';

/**
 * Theme tokens for the whole site. Tailwind 4 loads this file through `@config` in
 * app/globals.css. Colours were chosen for AA contrast: navy and blue-700 on white, white on navy,
 * gold-700 text on white and navy text on gold-300 all pass 4.5:1.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts', './lib/**/*.ts'],
  theme: {
    extend: {
      colors: {
        navy: { 950: '#081a30', 900: '#0f2a4a', 800: '#163a63', 700: '#1d4e89' },
        brand: { 50: '#eef5fd', 100: '#dbe9f8', 200: '#b9d4f2', 500: '#2f7bd8', 600: '#1f66c0', 700: '#1a56a3' },
        gold: { 100: '#f6ecd9', 300: '#e3c48a', 500: '#c8963e', 700: '#8a6212' },
        sand: { 50: '#faf9f6', 100: '#f5f3ee', 200: '#e7e2d8' },
        ink: { DEFAULT: '#1c2733', muted: '#4a5868' },
      },
      fontFamily: {
        sans: ['var(--font-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        display: ['var(--font-display)', 'Georgia', 'serif'],
      },
      fontSize: {
        eyebrow: ['0.8125rem', { lineHeight: '1.25rem', letterSpacing: '0.08em', fontWeight: '600' }],
        lead: ['1.1875rem', { lineHeight: '1.75rem' }],
        'display-sm': ['1.875rem', { lineHeight: '2.25rem' }],
        'display-md': ['2.5rem', { lineHeight: '2.875rem' }],
        'display-lg': ['3.25rem', { lineHeight: '3.625rem' }],
      },
      maxWidth: { container: '75rem' },
      boxShadow: {
        card: '0 1px 2px rgb(15 42 74 / 0.06), 0 4px 16px rgb(15 42 74 / 0.06)',
        lift: '0 2px 4px rgb(15 42 74 / 0.08), 0 12px 32px rgb(15 42 74 / 0.12)',
        glow: '0 0 0 4px rgb(200 150 62 / 0.35), 0 0 18px rgb(200 150 62 / 0.55)',
      },
    },
  },
};

export default config;
