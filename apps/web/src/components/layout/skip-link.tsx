/** First focusable element of every page: jumps over the navigation to `<main id="conteudo">`. */
export function SkipLink() {
  return (
    <a
      href="#conteudo"
      className="sr-only z-[60] rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Pular para o conteúdo
    </a>
  );
}
