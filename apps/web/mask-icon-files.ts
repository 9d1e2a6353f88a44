/**
 * The mask icons (`icon-[lucide--…]`, decision 0057) as files beside the CSS, not data URLs in it.
 *
 * `@iconify/tailwind4` writes each icon's SVG into the CSS as a data URL. Chrome turns every SVG
 * image into a document of its own, and for a data URL it does so at once, inside the style
 * recalculation that first meets the icon: the board's eleven icons made one task of ≈ 15 ms on an
 * idle desktop (≈ 120 ms at the 8× CPU slowdown of `npm run bench:web`), right after the first
 * paint (decision 0058). Loaded from a file, each icon's document is made when its response
 * arrives, one short task each, and the first paint never waits for them.
 *
 * At build time only: every `--svg:url("data:image/svg+xml,…")` of a `.icon-[lucide--name]` rule
 * becomes `url(/assets/lucide-name-<hash>.svg)`, a file of the build beside the CSS (hashed, so served as
 * immutable and precached by the service worker). The development server keeps the data URLs.
 */
import type { Plugin } from 'vite';

const ICON_RULE = /(\.icon-\\\[lucide--([a-z0-9-]+)\\\]\{[^}]*?--svg:)url\("data:image\/svg\+xml,([^"]*)"\)/g;

/** The CSS with each mask icon's data URL replaced by the name of a file emitted for it. */
function iconsToFiles(css: string, emit: (name: string, svg: string) => string): string {
  return css.replace(ICON_RULE, (_rule, head: string, name: string, body: string) => {
    const file = emit(name, decodeURIComponent(body));
    return `${head}url(${file})`;
  });
}

export function maskIconFiles(): Plugin {
  let base = '/';
  return {
    name: 'vamos:mask-icon-files',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        asset.source = iconsToFiles(css, (name, svg) => {
          const reference = this.emitFile({ type: 'asset', name: `lucide-${name}.svg`, source: svg });
          // From the site's root: a url() in a custom property is resolved where the var() is used.
          return `${base}${this.getFileName(reference)}`;
        });
      }
    },
  };
}
