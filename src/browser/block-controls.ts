/**
 * The carousel's Previous and Next and the gallery's dialog (spec §3 media type `modal`), working from
 * the first paint instead of after hydration (issue 30, docs/decisions/040). The page's code hydrates
 * after the load event and its main content in a turn of its own (decisions 006, 023): until then a
 * React handler does nothing, and a gallery picture's link opened the raw image file.
 *
 * One click listener on the document, installed by an inline script in every page's `<head>`
 * (gatsby-ssr.tsx) before the body is parsed, so it serves the static HTML, the hydrated page and every
 * page reached by a client-side navigation alike. The blocks (Carousel.tsx, Gallery.tsx) carry no click
 * handlers of their own, only these data attributes:
 *
 * - `[data-carousel]` the carousel's section; `[data-carousel-track]` its scrolling strip;
 *   `[data-carousel-step="1"|"-1"]` its Next and Previous buttons.
 * - `a[data-gallery-open]` a picture's link to its file (without JavaScript it opens the file);
 *   `dialog[data-gallery-dialog]` the gallery's dialog, `[data-gallery-frame]` where the picture goes
 *   in it, `[data-gallery-close]` its close button.
 *
 * Written to run as it is in the inline script (its source is written into the page): everything it
 * uses is a parameter or a browser global, and it uses no syntax that Babel would need a helper for.
 */
export function installBlockControls(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (!target || typeof target.closest !== 'function') return;

    const step = target.closest('[data-carousel-step]');
    if (step) {
      const section = step.closest('[data-carousel]');
      const track = section ? (section.querySelector('[data-carousel-track]') as HTMLElement | null) : null;
      if (!track) return;
      const direction = step.getAttribute('data-carousel-step') === '-1' ? -1 : 1;
      track.scrollBy({ left: direction * track.clientWidth * 0.8, behavior: 'smooth' });
      return;
    }

    const close = target.closest('[data-gallery-close]');
    if (close) {
      const open = close.closest('dialog') as HTMLDialogElement | null;
      if (open) open.close();
      return;
    }

    const opener = target.closest('a[data-gallery-open]') as HTMLAnchorElement | null;
    // A click that opens the file in a new tab or window stays as the browser makes it.
    if (!opener || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const gallery = opener.closest('[data-gallery]');
    const dialog = gallery ? (gallery.querySelector('dialog[data-gallery-dialog]') as HTMLDialogElement | null) : null;
    const frame = dialog ? dialog.querySelector('[data-gallery-frame]') : null;
    if (!dialog || !frame || typeof dialog.showModal !== 'function') return;
    event.preventDefault();
    const thumbnail = opener.querySelector('img');
    const alt = thumbnail ? thumbnail.alt : '';
    const large = doc.createElement('img');
    large.src = opener.getAttribute('href') || '';
    large.alt = alt;
    frame.replaceChildren(large);
    dialog.setAttribute('aria-label', alt);
    dialog.addEventListener(
      'close',
      () => {
        frame.replaceChildren();
        opener.focus();
      },
      { once: true },
    );
    dialog.showModal();
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}

/** The inline script of every page's `<head>` (gatsby-ssr.tsx) that installs `installBlockControls`. */
export function blockControlsScript(): string {
  return `(function(){try{(${installBlockControls.toString()})(document)}catch(e){}})()`;
}
