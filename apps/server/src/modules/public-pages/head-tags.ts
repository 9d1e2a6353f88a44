import { html } from 'htm/preact';
import { render } from 'preact-render-to-string';
import { jsonForScript } from '../../http/html-shell.ts';

/** A shared link's card (Open Graph, read by WhatsApp, Facebook…; Twitter's card from the same). */
export type SocialCard = {
  url: string;
  image: { url: string; width: number; height: number; alt: string };
  type: 'website' | 'article';
};

export type Head = {
  title: string;
  description: string;
  /** The page's one address (absolute), for search engines and shared links. */
  canonical?: string;
  /** `noindex`: a page search engines must leave out. */
  noindex?: boolean;
  card?: SocialCard;
  /** schema.org data, as JSON-LD. */
  jsonLd?: object;
};

/**
 * The head tags of a page the server writes, every value escaped by the renderer (attributes and
 * text) and the JSON-LD by jsonForScript: nothing a contractor typed can end an element.
 */
export function renderHead(head: Head): string {
  const { card } = head;
  const tags = html`<title>${head.title}</title>
    <meta name="description" content=${head.description} />
    ${head.noindex ? html`<meta name="robots" content="noindex" />` : null}
    ${head.canonical ? html`<link rel="canonical" href=${head.canonical} />` : null}
    ${
      card
        ? html`<meta property="og:type" content=${card.type} />
            <meta property="og:site_name" content="Vamos Trabalhar" />
            <meta property="og:locale" content="pt_BR" />
            <meta property="og:title" content=${head.title} />
            <meta property="og:description" content=${head.description} />
            <meta property="og:url" content=${card.url} />
            <meta property="og:image" content=${card.image.url} />
            <meta property="og:image:type" content="image/png" />
            <meta property="og:image:width" content=${String(card.image.width)} />
            <meta property="og:image:height" content=${String(card.image.height)} />
            <meta property="og:image:alt" content=${card.image.alt} />
            <meta name="twitter:card" content="summary_large_image" />
            <meta name="twitter:title" content=${head.title} />
            <meta name="twitter:description" content=${head.description} />
            <meta name="twitter:image" content=${card.image.url} />
            <meta name="twitter:image:alt" content=${card.image.alt} />`
        : null
    }`;
  const jsonLd = head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '';
  return render(html`${tags}`) + jsonLd;
}
