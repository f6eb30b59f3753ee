import { beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_KEY, rememberTeamMember, takeTeamMember } from '@/components/sections/team-state';

/** A stand-in for window.history: state plus replaceState. */
function fakeHistory(state: unknown = null) {
  const h = {
    state,
    calls: 0,
    replaceState(next: unknown) {
      h.state = next;
      h.calls += 1;
    },
  };
  return h;
}

describe('team member in navigation state', () => {
  beforeEach(() => {
    // Drain anything a previous test left pending.
    takeTeamMember(fakeHistory());
  });

  it('has no member on a fresh deep link (no state, nothing handed over)', () => {
    expect(takeTeamMember(fakeHistory())).toBeNull();
    expect(takeTeamMember(fakeHistory({ __NA: true }))).toBeNull();
  });

  it('takes the member a card handed over and saves it in the history entry, keeping the router keys', () => {
    rememberTeamMember('maria-delgado');
    const history = fakeHistory({ __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: 'tree' });
    expect(takeTeamMember(history)).toBe('maria-delgado');
    expect(history.state).toEqual({ __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: 'tree', [HISTORY_KEY]: 'maria-delgado' });
  });

  it('hands a member over only once', () => {
    rememberTeamMember('maria-delgado');
    expect(takeTeamMember(fakeHistory())).toBe('maria-delgado');
    expect(takeTeamMember(fakeHistory())).toBeNull();
  });

  it('reads the member back from the history entry on reload or Back/Forward', () => {
    const history = fakeHistory({ __NA: true, [HISTORY_KEY]: 'maria-delgado' });
    expect(takeTeamMember(history)).toBe('maria-delgado');
    expect(history.calls).toBe(0);
  });

  it('ignores a malformed history value', () => {
    expect(takeTeamMember(fakeHistory({ [HISTORY_KEY]: 42 }))).toBeNull();
  });
});
