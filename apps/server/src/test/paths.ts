import { fileURLToPath } from 'node:url';

export const TEMPLATE_PATH = fileURLToPath(
  new URL('../../../../node_modules/.cache/vamos/pglite-template.tar', import.meta.url),
);
