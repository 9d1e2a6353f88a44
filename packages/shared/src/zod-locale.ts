import { z } from 'zod';
// The one locale, not z.locales (every language, ~25 KB gzip in the web's form chunks).
import pt from 'zod/v4/locales/pt.js';

/**
 * zod's own messages (a missing object, a wrong type…) in Portuguese, for every schema of the
 * product. Imported by schemas/fields.ts, which every input schema builds on, and by every other
 * schema module, so it runs before any parse.
 */
z.config(pt());

// In a browser, no compiled fast path: it probes `new Function`, which our CSP (no 'unsafe-eval')
// reports as a violation on every page that parses an answer. The server keeps it.
if ('document' in globalThis) z.config({ jitless: true });
