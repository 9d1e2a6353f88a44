import { z } from 'zod';

/**
 * zod's own messages (a missing object, a wrong type…) in Portuguese, for every schema of the
 * product. Imported by schemas/fields.ts, which every input schema builds on.
 */
z.config(z.locales.pt());
