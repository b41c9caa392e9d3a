/**
 * The contextual menu (#page-context-menu). Copy fetches the page's Markdown twin when it is clicked (no page
 * carries its Markdown) and puts it on the clipboard; chat links get the twin's absolute address, which a build
 * that does not know the site's host cannot write. ⌘C / Ctrl+C with nothing selected copies the page too.
 */
const COPIED_MS = 1600;

export function initContextualMenu(doc) {
  const menu = doc.getElementById('page-context-menu');
  if (!menu) return;
  for (const link of menu.querySelectorAll('a[data-q-template]')) {
    const twin = new URL(menu.dataset.qMarkdown, doc.baseURI);
    link.href = link.dataset.qTemplate.replace('{url}', encodeURIComponent(twin.href));
  }
  menu.addEventListener('click', (event) => {
    const copy = event.target.closest('[data-q-copy-page]');
    if (copy) {
      event.preventDefault();
      void copyPage(copy.dataset.qCopyPage).then((ok) => {
        if (ok) flash(copy);
        closeMenu(menu);
      });
      return;
    }
    const custom = event.target.closest('a[data-q-page-param]');
    if (custom) {
      event.preventDefault();
      void openWithPage(custom, twinHref(menu)).then(() => closeMenu(menu));
    }
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'c' || !(event.metaKey || event.ctrlKey) || event.shiftKey || event.altKey) return;
    const selection = doc.getSelection?.();
    if (selection && !selection.isCollapsed) return;
    const active = doc.activeElement;
    if (active && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))) return;
    const href = twinHref(menu);
    if (!href) return;
    event.preventDefault();
    void copyPage(href);
  });
}

/** The page's Markdown twin. */
function twinHref(menu) {
  return menu.dataset.qMarkdown;
}

/** Fetches the Markdown and copies it; the clipboard write starts inside the click, as Safari requires. */
export async function copyPage(href) {
  const text = fetch(href, { headers: { accept: 'text/markdown' } }).then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text().then((value) => absoluteMarkdown(value, location.origin));
  });
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return true;
    }
    await navigator.clipboard.writeText(await text);
    return true;
  } catch {
    try {
      return fallbackCopy(await text);
    } catch {
      return false;
    }
  }
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ROOT_LINK = /(\]\()\/(?!\/)/g;

/**
 * The twin with the site's own addresses made absolute (`Source: /guides/setup`, `[x](/guides/other)`): a build that
 * does not know the site's host writes them from its root, and the copy is read away from the site. Code blocks
 * are left as written.
 */
export function absoluteMarkdown(text, origin) {
  let fence = '';
  let source = false;
  return text
    .split('\n')
    .map((line) => {
      const open = FENCE.exec(line)?.[1];
      if (fence) {
        if (open && open[0] === fence[0] && open.length >= fence.length && !line.trim().slice(open.length)) fence = '';
        return line;
      }
      if (open) {
        fence = open;
        return line;
      }
      // The page's address, under its title.
      if (!source && /^Source: \/(?!\/)/.test(line)) {
        source = true;
        return `Source: ${origin}${line.slice('Source: '.length)}`;
      }
      // Not inside inline code (`[a](/b)` written as an example).
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, at) => (at % 2 ? part : part.replace(ROOT_LINK, `$1${origin}/`)))
        .join('');
    })
    .join('\n');
}

/** Clipboard without navigator.clipboard (plain-http previews on a LAN address). */
function fallbackCopy(value) {
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;opacity:0;pointer-events:none';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  return ok;
}

/** A custom entry whose query holds `$page`: the page's Markdown goes in, then the link opens. */
async function openWithPage(link, href) {
  // Opened inside the click (popup blockers), filled in once the text is here.
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  let markdown = '';
  try {
    const response = await fetch(href);
    if (response.ok) markdown = absoluteMarkdown(await response.text(), location.origin);
  } catch {
    // The link opens without the page's text.
  }
  const url = new URL(link.href);
  url.searchParams.append(link.dataset.qPageParam, link.dataset.qPageValue.replaceAll('$page', markdown));
  if (opened) opened.location.href = url.href;
  else window.open(url.href, '_blank', 'noopener');
}

function closeMenu(menu) {
  const details = menu.querySelector('details[open]');
  if (details) details.open = false;
}

function flash(element) {
  element.classList.add('is-copied');
  clearTimeout(element._quireCopied);
  element._quireCopied = setTimeout(() => element.classList.remove('is-copied'), COPIED_MS);
}
