import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A page the server writes itself: what goes in the head, in #root, and the data the SPA reads. */
export type ShellPage = {
  /** Tags for the head: the page's own <title> and description replace the shell's. */
  head: string;
  /** The page's markup, in place of the loading indicator the shell shows before any JavaScript. */
  body: string;
  /** JSON the SPA reads instead of fetching it again: `<script type="application/json" id=…>`. */
  data?: { id: string; value: unknown };
};

/**
 * The built SPA's index.html (or a bare page without a build), ready to take a server-written page:
 * with the SPA's scripts (it takes the page over), or without them (`scripts: false`: a page that
 * needs no JavaScript and that the SPA has no route for).
 */
export type HtmlShell = { render(page: ShellPage, options?: { scripts?: boolean }): string };

/** The shell's own title and description, which a page's head replaces. */
const TITLE = /<title>[^<]*<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;
const ROOT_OPEN = '<div id="root">';
/** What only the SPA needs: its scripts, their module preloads, and the API reads its first screen makes. */
const SPA_ONLY = [
  /<script\b[^>]*>[\s\S]*?<\/script>\s*/g,
  /<link\s+rel="modulepreload"[^>]*>\s*/g,
  /<link\s+rel="preload"[^>]*as="fetch"[^>]*>\s*/g,
];

/** Without a web build (development, tests): a bare document, still complete for a crawler. */
const BARE_SHELL =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1.0" />' +
  '<title>Vamos Trabalhar</title><meta name="description" content="Vamos Trabalhar" />' +
  `</head><body>${ROOT_OPEN}</div></body></html>`;

/**
 * JSON inside a <script> element: `<` written as `\u003c`, so no text of the data can close the
 * element (`</script>`) or open a comment; U+2028 and U+2029 as escapes too. JSON.parse reads all three back.
 */
export function jsonForScript(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

/** JSON text made safe inside a <script> element, as jsonForScript writes it. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The pieces of `html` around the head's end, #root's content and the body's end; throws when it has none of them. */
function split(html: string): { toHeadEnd: string; toRootContent: string; toBodyEnd: string; rest: string } {
  const page = html.replace(TITLE, '').replace(DESCRIPTION, '');
  const headEnd = page.indexOf('</head>');
  const rootStart = page.indexOf(ROOT_OPEN);
  const bodyEnd = page.lastIndexOf('</body>');
  // #root is the body's last element: its closing tag is the last </div> before </body>.
  const rootEnd = page.lastIndexOf('</div>', bodyEnd);
  if (headEnd < 0 || rootStart < headEnd || rootEnd < rootStart || bodyEnd < rootEnd) {
    throw new Error('index.html: no </head>, <div id="root"> or </body> where the server writes its pages');
  }
  return {
    toHeadEnd: page.slice(0, headEnd),
    toRootContent: page.slice(headEnd, rootStart + ROOT_OPEN.length),
    toBodyEnd: page.slice(rootEnd, bodyEnd),
    rest: page.slice(bodyEnd),
  };
}

/**
 * The SPA's index.html from `root` (the web build), read once: a server-written page is this shell
 * with its head tags and markup in place, so the browser paints the page before any JavaScript and
 * the SPA takes over when its code has run. Without a build, a bare document.
 */
export function loadHtmlShell(root: string | null): HtmlShell {
  let html = BARE_SHELL;
  if (root) {
    try {
      html = readFileSync(resolve(root, 'index.html'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const withScripts = split(html);
  const withoutScripts = split(SPA_ONLY.reduce((page, pattern) => page.replace(pattern, ''), html));
  return {
    render: ({ head, body, data }, { scripts = true } = {}) => {
      const { toHeadEnd, toRootContent, toBodyEnd, rest } = scripts ? withScripts : withoutScripts;
      const script = data
        ? `<script type="application/json" id="${data.id}">${jsonForScript(data.value)}</script>`
        : '';
      return toHeadEnd + head + toRootContent + body + toBodyEnd + script + rest;
    },
  };
}
