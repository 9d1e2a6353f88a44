import { z } from 'zod';
// The one locale, not z.locales (every language, ~25 KB gzip in the web's form chunks).
import pt from 'zod/v4/locales/pt.js';
import { ERROR_MESSAGES } from './errors.ts';

/** What a person reads under a field that was left out, when its schema has no message of its own. */
export const REQUIRED_FIELD_MESSAGE = 'Campo obrigatório.';

const portuguese = pt().localeError;

/**
 * zod's own messages (a missing object, a wrong type…) in Portuguese, for every schema of the
 * product. Imported by schemas/fields.ts, which every input schema builds on, and by every other
 * schema module, so it runs before any parse. Two of pt's texts are not for people: a field left out
 * is 'esperava um objeto, recebeu um valor "undefined"', and a whole input of the wrong kind (a
 * request without a body, null, a list, a number) is 'Entrada inválida: esperava um objeto, recebeu
 * um vetor'. Those read REQUIRED_FIELD_MESSAGE and the VALIDATION text instead. A schema's own
 * message ('Nome completo é obrigatório') still comes first.
 */
z.config({
  localeError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined) return REQUIRED_FIELD_MESSAGE;
      if (!issue.path?.length) return ERROR_MESSAGES.VALIDATION;
    }
    return portuguese(issue);
  },
});

// In a browser, no compiled fast path: it probes `new Function`, which our CSP (no 'unsafe-eval')
// reports as a violation on every page that parses an answer. The server keeps it.
if ('document' in globalThis) z.config({ jitless: true });
