import type { z } from 'zod';

/** Thrown when a content entry breaks its schema; the message names the file and the entry. */
export class ContentError extends Error {
  override name = 'ContentError';
}

const ID_FIELDS = ['id', 'key', 'serviceId', 'page', 'route', 'title', 'label', 'name'] as const;

function describeEntry(data: unknown, path: readonly PropertyKey[]): string {
  if (typeof path[0] !== 'number' || !Array.isArray(data)) return '';
  const entry: unknown = data[path[0]];
  if (entry && typeof entry === 'object') {
    for (const field of ID_FIELDS) {
      const value = (entry as Record<string, unknown>)[field];
      if (typeof value === 'string' || typeof value === 'number') return ` (entry ${path[0]}, ${field} "${value}")`;
    }
  }
  return ` (entry ${path[0]})`;
}

/**
 * Parses a content export against its schema when the module loads, so `next build` (and the unit
 * tests) stop on a broken entry with a message such as
 * `content/services.ts (entry 2, serviceId "cfo"): description: Too small...`.
 */
export function defineContent<S extends z.ZodType>(file: string, schema: S, data: z.input<S>): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : '(root)';
    return `  content/${file}${describeEntry(data, issue.path)}: ${where}: ${issue.message}`;
  });
  throw new ContentError(`Content does not match its schema:\n${lines.join('\n')}`);
}
