/**
 * Endpoints whose answer must not tell whether an address has an account (sign-up, password
 * reset, verification mail). A taken address and a new one do different work (a new account
 * writes its rows; a taken one mails a notice), and on a busy server the difference outgrew any
 * waiting floor. So the answer does not wait for the work: every accepted request is answered
 * with the same body this long after it came in, and the work finishes in the background
 * (docs/decisions/049-answer-at-a-deadline.md).
 */
export const RESPONSE_FLOOR_MS = 250;

/** The one answer each endpoint gives an accepted request, whatever the address. */
export const ACCEPTED_ANSWERS = {
  "/sign-up/email": { status: true },
  "/request-password-reset": { status: true, message: "If this email exists in our system, check your email for the reset link" },
  "/send-verification-email": { status: true },
} as const;

const pending = new Set<Promise<unknown>>();

/** Resolves once the work of every request answered so far has ended (shutdown waits for it; so do tests). */
export async function answeredWorkDone(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

const sleep = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * Runs `work` and answers `accepted` at the deadline. A refusal that comes before it (invalid
 * input, a rate limit: nothing that depends on the address) is answered as it is; one that
 * comes later can no longer be, and is logged.
 */
export async function answerAtDeadline(accepted: object, work: () => Promise<Response>): Promise<Response> {
  const deadline = sleep(RESPONSE_FLOOR_MS);
  let answered = false;
  const outcome = work().then(
    (res) => ({ res }),
    (error: unknown) => ({ error }),
  );
  const logged = outcome.then((late) => {
    if (!answered) return;
    if ("error" in late) console.error("auth work failed after its answer", late.error);
    else if (!late.res.ok) console.error(`auth work refused after its answer: ${late.res.status}`);
  });
  pending.add(logged);
  void logged.finally(() => pending.delete(logged));
  const early = await Promise.race([outcome, deadline]);
  if (early && "error" in early) throw early.error;
  if (early && !early.res.ok) return early.res;
  await deadline;
  answered = true;
  return Response.json(accepted);
}
