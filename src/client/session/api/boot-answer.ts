/**
 * The boot request's current-user answer while the session has not taken it yet (see
 * get-current-user.ts). A module of its own, without imports: the route loaders' chunks read it
 * (session/signed-in-user.ts), and importing get-current-user.ts there would move the HTTP client
 * out of the entry chunk into a chunk of its own (one more boot request, more bytes).
 */
let answer: Promise<unknown> | null = null;

export function setBootAnswer(next: Promise<unknown> | null): void {
  answer = next;
}

export function pendingBootAnswer(): Promise<unknown> | null {
  return answer;
}
