// The member id lives only in this module, so it survives just the in-page navigation (no URL, no storage:
// sessionStorage would outlive it). The profile saves it in history.state, so reload and Back/Forward keep it.

export const HISTORY_KEY = 'teamMember';

let pending: string | null = null;

export function rememberTeamMember(id: string): void {
  pending = id;
}

type HistoryLike = Pick<History, 'state' | 'replaceState'>;

export function takeTeamMember(history: HistoryLike): string | null {
  const state: unknown = history.state;
  const stored = state && typeof state === 'object' ? (state as Record<string, unknown>)[HISTORY_KEY] : undefined;
  const handed = pending;
  pending = null;
  if (handed) {
    if (stored !== handed) history.replaceState({ ...(state as object | null), [HISTORY_KEY]: handed }, '');
    return handed;
  }
  return typeof stored === 'string' ? stored : null;
}
