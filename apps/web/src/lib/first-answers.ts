/**
 * The answers the server wrote into a signed-in page for its first reads (decision 0033), by
 * address ('/api/jobs?limit=20'): the page draws from them instead of asking again after its
 * JavaScript has run. Each is taken once (a later read of the same address asks the server), and
 * none after the page's first seconds, so that a read made long after never takes a stale one.
 */
const ELEMENT_ID = 'first-answers';
/** How long after the page's start (performance.now()) an answer may still be taken. */
const TAKEN_WITHIN_MS = 20_000;

export type FirstAnswers = {
  take(address: string): unknown;
  /** Whether any answer was taken: the page drew from the server's answers. */
  readonly used: boolean;
  /** The server's moment (ms) when it asked them: the live updates start from it (lib/realtime.ts). */
  readonly askedAt: number | null;
};

/** The answers in `json` (the element's text), each taken once, none once `now()` is past `until`. */
export function firstAnswersFrom(
  json: string | null | undefined,
  until: number,
  now: () => number = () => performance.now(),
  askedAt: number | null = null,
): FirstAnswers {
  let answers = new Map<string, unknown>();
  try {
    if (json) answers = new Map(Object.entries(JSON.parse(json) as Record<string, unknown>));
  } catch {
    // Answers that cannot be read are asked for, as on a page without any.
  }
  let used = false;
  return {
    take(address) {
      if (answers.size === 0) return undefined;
      if (now() > until) {
        answers.clear();
        return undefined;
      }
      const answer = answers.get(address);
      if (answer === undefined) return undefined;
      answers.delete(address);
      used = true;
      return answer;
    },
    get used() {
      return used;
    },
    askedAt,
  };
}

let pageAnswers: FirstAnswers | null = null;

function pageAnswersOnce(): FirstAnswers {
  if (!pageAnswers) {
    const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
    const askedAt = Number(element?.dataset.askedAt);
    pageAnswers = firstAnswersFrom(element?.textContent, TAKEN_WITHIN_MS, undefined, askedAt > 0 ? askedAt : null);
    element?.remove();
  }
  return pageAnswers;
}

/** The page's answer to `GET address`, once; undefined when it has none (or it was taken, or is too old). */
export function takeFirstAnswer(address: string): unknown {
  return pageAnswersOnce().take(address);
}

/**
 * The answers written into this page: whether it drew from them and when the server asked them,
 * which the live updates read to know what they may have missed (lib/realtime.ts).
 */
export function pageFirstAnswers(): Pick<FirstAnswers, 'used' | 'askedAt'> {
  return pageAnswersOnce();
}
