import type { z } from 'zod';

/** Thrown when a content entry breaks its schema; the message names the file and the entry. */
export class ContentError extends Error {
  override name = 'ContentError';
}

const ID_FIELDS = ['id', 'key', 'serviceId', 'page', 'route', 'title', 'label', 'name'] as const;

/** The first list entry on the issue's path, e.g. " (entry 2, serviceId "cfo")" or " (rules entry 0, id "x")". */
function describeEntry(data: unknown, path: readonly PropertyKey[]): string {
  let node: unknown = data;
  for (const [depth, key] of path.entries()) {
    if (typeof key === 'number' && Array.isArray(node)) {
      const where = depth === 0 ? `entry ${key}` : `${path.slice(0, depth).join('.')} entry ${key}`;
      const entry: unknown = node[key];
      if (entry && typeof entry === 'object') {
        for (const field of ID_FIELDS) {
          const value = (entry as Record<string, unknown>)[field];
          if (typeof value === 'string' || typeof value === 'number') return ` (${where}, ${field} "${value}")`;
        }
      }
      return ` (${where})`;
    }
    if (!node || typeof node !== 'object') return '';
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return '';
}

/** Parses content as its module loads, so the build stops naming the entry, e.g. `content/team.ts (entry 2, id "x"): name: …`. */
export function defineContent<S extends z.ZodType>(file: string, schema: S, data: z.input<S>): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.join('.') : '(root)';
    return `  content/${file}${describeEntry(data, issue.path)}: ${where}: ${issue.message}`;
  });
  throw new ContentError(`Content does not match its schema:\n${lines.join('\n')}`);
}
