// Quire built-in components: behaviour every page may need. Progressive enhancement only: the HTML works
// without this file (code is selectable, <details> open natively, images show inline).

const COPIED_MS = 1600;

/** Clipboard with a fallback for non-secure origins (previews on a LAN address have no navigator.clipboard). */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;opacity:0;pointer-events:none';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** Marks an element `is-copied` for a moment (its CSS shows a check). */
export function flash(element) {
  element.classList.add('is-copied');
  clearTimeout(element._quireCopied);
  element._quireCopied = setTimeout(() => element.classList.remove('is-copied'), COPIED_MS);
}

function copySource(button) {
  if (button.hasAttribute('data-code')) return button.getAttribute('data-code');
  if (button.dataset.copy === 'prompt')
    return button.closest('.q-prompt')?.querySelector('.q-prompt__body')?.innerText.trim() ?? '';
  const pre = button.closest('.q-code')?.querySelector('.q-code__body pre');
  return pre ? pre.textContent.replace(/\n$/, '') : '';
}

const isDark = () => document.documentElement.dataset.theme === 'dark';

document.addEventListener('click', async (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const copy = target.closest('[data-copy]');
  if (copy) {
    if (await copyText(copySource(copy))) flash(copy);
    return;
  }
  const swatch = target.closest('[data-copy-value]');
  if (swatch) {
    const value = (isDark() && swatch.getAttribute('data-copy-value-dark')) || swatch.getAttribute('data-copy-value');
    if (await copyText(value)) flash(swatch);
    return;
  }
  // Field anchors: follow the link and put it on the clipboard, as headings do (the layout's script).
  const anchor = target.closest('.q-field__anchor');
  if (anchor) copyText(anchor.href);
});

// ---- Image zoom: a <dialog> overlay; Escape and clicks close it (native dialog behaviour + one listener).
let zoomDialog;
function zoomable(img) {
  if (img.hasAttribute('data-nozoom') || img.hasAttribute('nozoom')) return false;
  if (img.hasAttribute('data-zoom')) return true;
  return (
    !img.closest('a, button, .q-tile, .q-mdx-card, .q-icon-slot, .q-icon, dialog') && !!img.closest('main, article')
  );
}
function openZoom(img) {
  if (!zoomDialog) {
    zoomDialog = document.createElement('dialog');
    zoomDialog.className = 'q-zoom-dialog';
    zoomDialog.setAttribute('aria-label', 'Zoomed image');
    zoomDialog.innerHTML = '<img alt="">';
    zoomDialog.addEventListener('click', () => zoomDialog.close());
    document.body.append(zoomDialog);
  }
  const large = zoomDialog.querySelector('img');
  large.src = img.currentSrc || img.src;
  large.alt = img.alt;
  zoomDialog.showModal();
}
function markZoomable() {
  for (const img of document.querySelectorAll('main img, article img, img[data-zoom]')) {
    if (zoomable(img)) img.setAttribute('data-zoom', '');
  }
}
markZoomable();
document.addEventListener('click', (event) => {
  const img = event.target instanceof HTMLImageElement ? event.target : null;
  if (img?.hasAttribute('data-zoom') && zoomable(img)) openZoom(img);
});

// ---- Autoplaying videos written as JSX did not go through the server override: make them play like GIFs.
function playVideos() {
  for (const video of document.querySelectorAll('video[autoplay]:not([data-q-autoplay])')) {
    video.setAttribute('data-q-autoplay', '');
    video.muted = true;
    video.playsInline = true;
    video.loop = true;
    video.play?.().catch(() => {});
  }
}
playVideos();

// ---- <details> (Accordion, Expandable, tree folders) opened by the URL hash; Accordion updates the hash.
function openFromHash() {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id && document.getElementById(id);
  if (!target) return;
  let changed = false;
  for (let details = target.closest('details'); details; details = details.parentElement?.closest('details')) {
    if (!details.open) {
      details.open = true;
      changed = true;
    }
  }
  if (changed) requestAnimationFrame(() => target.scrollIntoView());
}
openFromHash();
addEventListener('hashchange', openFromHash);

document.addEventListener('click', (event) => {
  const summary = event.target instanceof Element ? event.target.closest('details[data-accordion] > summary') : null;
  if (summary) summary.parentElement.dataset.userToggle = '1';
});
document.addEventListener(
  'toggle',
  (event) => {
    const details = event.target;
    // Only user clicks touch the URL: `open` in the HTML also fires `toggle` while the page loads.
    if (!(details instanceof HTMLDetailsElement) || details.dataset.userToggle !== '1' || !details.id) return;
    delete details.dataset.userToggle;
    const url = new URL(location.href);
    if (details.open) url.hash = details.id;
    else if (decodeURIComponent(url.hash.slice(1)) === details.id) url.hash = '';
    history.replaceState(history.state, '', url);
  },
  true,
);

// ---- Tooltips are CSS (hover/focus); Escape dismisses one, and a bubble near the top flips below.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const tip of document.querySelectorAll('.q-tooltip:hover, .q-tooltip:focus-within'))
    tip.classList.add('is-dismissed');
});
function placeTooltips() {
  for (const tip of document.querySelectorAll('[data-tooltip]:not([data-q-placed])')) {
    tip.setAttribute('data-q-placed', '');
    const place = () => {
      tip.classList.remove('is-dismissed');
      tip.classList.toggle('q-tooltip--below', tip.getBoundingClientRect().top < 160);
    };
    tip.addEventListener('mouseenter', place);
    tip.addEventListener('focusin', place);
  }
}
placeTooltips();

// `quire dev` swapped new content into the page (templates/default/client/dev/update.js): set it up the same way.
document.addEventListener('quire:content', () => {
  markZoomable();
  playVideos();
  placeTooltips();
});
