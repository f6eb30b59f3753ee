export function inlineScriptHashes(html: string): string[];
export function csp(hashes: string[]): string;
export function withPolicy(html: string, file?: string): string;
export const commonHeaders: Record<string, string>;
export const staticAssetCache: string;
export const calendarType: string;
export function sharedScripts(pages: string[]): string[];
export function headersFile(calendarPaths: string[], preloads?: string[]): string;
export const ICON_SPRITE_PATH: string;
