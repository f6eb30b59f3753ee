import { Fragment, type ReactNode } from 'react';

/** A dictionary sentence with `{name}` slots filled by text or elements, so each language keeps its own word order. */
export function fillTemplate(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((piece, i) => (i % 2 === 0 ? piece : <Fragment key={i}>{parts[piece]}</Fragment>));
}
