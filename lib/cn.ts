/** Joins class names, skipping falsy ones; components never pass two utilities for the same property. */
export { clsx as cn } from 'clsx';
