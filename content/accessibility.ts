/** The accessibility statement, /accessibility: its text is content/accessibility.md. */
import { z } from 'zod';
import { isoDate, markdownBody } from '@/lib/schemas';
import { loadEntry } from './markdown';

export const accessibilityStatement = loadEntry(
  'accessibility.md',
  z.strictObject({ title: z.string().min(3), lastReviewed: isoDate, body: markdownBody }),
);
