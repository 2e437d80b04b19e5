/** What other screens may tell the login page through navigation state. */
export type LoginState = { notice?: string; from?: string };

export function readLoginState(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, from } = state as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' ? notice : undefined,
    // Only same-app paths, never an absolute URL (no open redirect).
    from: typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined,
  };
}
