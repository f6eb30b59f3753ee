/** "/services-tax" -> "/services-tax/" as the export writes it, so no host needs a redirect; other links unchanged. */
export function href(path: string): string {
  if (!path.startsWith('/')) return path;
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] ?? path;
  const rest = match?.[2] ?? '';
  if (pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname)) return path;
  return `${pathname}/${rest}`;
}

/** Removes the trailing slash (except for "/"), so pathnames compare with content routes. */
export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
  return pathname;
}

export function isExternal(path: string): boolean {
  return /^https?:\/\//.test(path);
}
