import type { NavItem } from '@/lib/schemas';
import { normalisePath } from '@/lib/paths';

export function isActive(item: Pick<NavItem, 'href' | 'activeFor'>, pathname: string): boolean {
  const path = normalisePath(pathname);
  if (path === item.href) return true;
  if (item.href === '/') return false;
  return (item.activeFor ?? []).some((prefix) => path === prefix || path.startsWith(prefix));
}
