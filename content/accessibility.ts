/** The accessibility statement, /accessibility: its text is content/accessibility.md. */
import { z } from 'zod';
import { isoDate, markdownBody } from '@/lib/schemas';
import { loadEntry } from './markdown';

const schema = z.strictObject({ title: z.string().min(3), lastReviewed: isoDate, body: markdownBody });

export const accessibilityStatement = loadEntry('accessibility.md', schema);

/** The Spanish statement, /es/accesibilidad: content/accessibility.es.md. */
export const spanishAccessibilityStatement = loadEntry('accessibility.md', schema, { lang: 'es' });
