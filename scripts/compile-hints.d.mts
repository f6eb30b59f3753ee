export const COMPILE_HINT: string;
export function onDemandChunks(out: string): string[];
export function addCompileHints(out: string): number;
