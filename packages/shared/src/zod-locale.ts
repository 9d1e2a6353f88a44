import { z } from 'zod';
// The one locale, not z.locales (every language, ~25 KB gzip in the web's form chunks).
import pt from 'zod/v4/locales/pt.js';

/**
 * zod's own messages (a missing object, a wrong type…) in Portuguese, for every schema of the
 * product. Imported by schemas/fields.ts, which every input schema builds on.
 */
z.config(pt());
