/**
 * The team member "carried in navigation state" from /team to /teamProfile, the way a
 * router's location state works:
 *
 * 1. A team card's click handler calls `rememberTeamMember(id)` just before Next's client-side
 *    navigation. The id lives in this module, so it only survives that in-page navigation: it is
 *    not in the URL, not in storage, and a fresh deep link, a reload of a different tab or a card
 *    opened in a new tab has none.
 * 2. The profile consumes it once on mount and writes it into `history.state` (merged with the
 *    router's own keys, which Next preserves), so reloading the profile or coming back to it with
 *    Back/Forward still shows the same member, as location state does.
 * 3. With neither, the profile redirects to /team/.
 *
 * sessionStorage was the alternative, but it would outlive the navigation: typing /teamProfile/
 * later in the same tab would show a member instead of redirecting.
 */

export const HISTORY_KEY = 'teamMember';

let pending: string | null = null;

/** Called by a team card link on click, before the navigation starts. */
export function rememberTeamMember(id: string): void {
  pending = id;
}

type HistoryLike = Pick<History, 'state' | 'replaceState'>;

/**
 * The member id for the profile now showing: the one stored in this history entry, else the one a
 * card just handed over (which is then saved into the history entry). Null means "no state".
 */
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
