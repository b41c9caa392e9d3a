// The ⌘K search dialog, on Pagefind's JavaScript API. Loaded by search.js the first time the reader opens
// search; it loads the index (`_quire/search/pagefind.js`, beside this folder) in turn. A combobox over a
// listbox: focus stays in the input, the arrows move the active option (aria-activedescendant), Enter opens it.

const RECENT_KEY = 'quire-search-recent';
const MAX_RECENT = 5;
/** Pages shown, and matching headings per page. */
const MAX_PAGES = 8;
const MAX_HEADINGS = 3;
/** Pagefind waits this long after the last keystroke before it searches. */
const DEBOUNCE_MS = 120;

const dialogs = new WeakMap();

/** Opens the dialog (built on first use) and focuses its input. */
export function openSearchDialog(doc) {
  let dialog = dialogs.get(doc);
  if (!dialog) {
    dialog = createSearchDialog(doc);
    dialogs.set(doc, dialog);
  }
  dialog.open();
}

/** `el(tag, attributes, children)` for one document; `text` sets the text, `false` leaves an attribute out. */
function elementMaker(doc) {
  return (tag, attributes = {}, children = []) => {
    const node = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (value === false || value === undefined) continue;
      if (name === 'text') node.textContent = value;
      else node.setAttribute(name, value === true ? '' : value);
    }
    for (const child of children) node.append(child);
    return node;
  };
}

function readRecent() {
  try {
    const list = JSON.parse(localStorage.getItem(RECENT_KEY) || '[]');
    return Array.isArray(list) ? list.filter((item) => typeof item === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

function saveRecent(query) {
  const term = query.trim();
  if (!term) return;
  const list = [term, ...readRecent().filter((item) => item !== term)].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Storage refused (private mode, quota): recent searches are a convenience.
  }
}

/** A page's options: its matching headings (each linking to its anchor), else the page itself. */
function resultOptions(page) {
  const headings = (page.sub_results || []).slice(0, MAX_HEADINGS);
  // The section under the page title opens the page itself, at its top.
  const url = (sub) => (sub.url.endsWith('#page-title') ? page.url : sub.url);
  if (headings.length > 0) return headings.map((sub) => ({ title: sub.title, url: url(sub), excerpt: sub.excerpt }));
  return [{ title: page.meta?.title || page.url, url: page.url, excerpt: page.excerpt }];
}

function createSearchDialog(doc) {
  const el = elementMaker(doc);
  const entry = doc.querySelector('[data-q-search]');
  const prompt = entry?.getAttribute('aria-label') || 'Search...';
  const version = doc.querySelector('meta[data-pagefind-filter="version[content]"]')?.getAttribute('content');
  const indexUrl = new URL('../search/pagefind.js', import.meta.url).href;
  const partsUrl = new URL('../search/parts.json', import.meta.url).href;

  const input = el('input', {
    id: 'search-input',
    class: 'q-search-input',
    type: 'text',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': 'q-search-results',
    placeholder: prompt,
    'aria-label': prompt,
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    enterkeyhint: 'go',
  });
  const close = el('button', {
    type: 'button',
    class: 'q-search-close',
    'aria-label': 'Close search',
    text: 'Esc',
  });
  const allVersions = el('input', { type: 'checkbox', id: 'q-search-all-versions' });
  const scope = el('div', { class: 'q-search-scope', hidden: !version }, [
    el('span', { class: 'q-search-scope-label', text: version ? `Searching ${version}` : '' }),
    el('label', { class: 'q-search-scope-toggle' }, [allVersions, ' All versions']),
  ]);
  const status = el('div', { class: 'q-search-status', role: 'status', 'aria-live': 'polite' });
  const list = el('div', {
    id: 'q-search-results',
    class: 'q-search-results',
    role: 'listbox',
    'aria-label': 'Results',
  });
  const footer = el('div', { class: 'q-search-footer', 'aria-hidden': 'true' }, [
    el('span', {}, [el('kbd', { text: '↑' }), el('kbd', { text: '↓' }), ' to move']),
    el('span', {}, [el('kbd', { text: '↵' }), ' to open']),
    el('span', {}, [el('kbd', { text: 'Esc' }), ' to close']),
  ]);
  const dialog = el('dialog', { id: 'q-search-dialog', class: 'q-search-dialog', 'aria-label': 'Search' }, [
    el('div', { class: 'q-search-panel' }, [
      el('div', { class: 'q-search-box' }, [input, close]),
      scope,
      status,
      list,
      footer,
    ]),
  ]);
  doc.body.append(dialog);

  let pagefind;
  let active = -1;
  let options = [];
  let returnFocus = null;
  let generation = 0;

  const loadIndex = () => {
    // A large site's index comes in parts (`parts.json` lists those after the first), merged into one search.
    pagefind ??= Promise.all([
      import(indexUrl),
      fetch(partsUrl)
        .then((response) => (response.ok ? response.json() : []))
        .catch(() => []),
    ]).then(async ([module, folders]) => {
      // Result URLs are indexed with the base path; Pagefind would otherwise put its own folder in front.
      const indexOptions = { baseUrl: '/', excerptLength: 18 };
      await module.options(indexOptions);
      module.init();
      for (const folder of Array.isArray(folders) ? folders : []) {
        await module.mergeIndex(new URL(folder, partsUrl).href, indexOptions);
      }
      return module;
    });
    return pagefind;
  };

  const setActive = (index) => {
    if (options[active]) options[active].setAttribute('aria-selected', 'false');
    active = options.length === 0 ? -1 : (index + options.length) % options.length;
    const option = options[active];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const show = (groups, message) => {
    list.replaceChildren(...groups);
    options = [...list.querySelectorAll('[role="option"]')];
    input.setAttribute('aria-expanded', String(options.length > 0));
    status.textContent = message;
    active = -1;
    setActive(0);
  };

  const option = (id, attributes, children) =>
    el(
      'a',
      { id, role: 'option', 'aria-selected': 'false', tabindex: '-1', class: 'q-search-option', ...attributes },
      children,
    );

  const showRecent = () => {
    const recent = readRecent();
    if (recent.length === 0) return show([], '');
    const heading = el('div', {
      id: 'q-search-recent-label',
      class: 'q-search-group-title',
      text: 'Recent searches',
    });
    const items = recent.map((query, i) =>
      option(`q-search-recent-${i}`, { href: '#', 'data-query': query, class: 'q-search-option q-search-recent' }, [
        el('span', { class: 'q-search-option-title', text: query }),
      ]),
    );
    show([el('div', { role: 'group', 'aria-labelledby': 'q-search-recent-label' }, [heading, ...items])], '');
  };

  // Pages shown for the current query: MAX_PAGES more each time the reader asks for more.
  let limit = MAX_PAGES;
  const search = async (more = false) => {
    const query = input.value;
    const mine = ++generation;
    const firstNew = more ? limit : 0;
    limit = more ? limit + MAX_PAGES : MAX_PAGES;
    if (!query.trim()) return showRecent();
    dialog.setAttribute('aria-busy', 'true');
    try {
      const index = await loadIndex();
      const filters = version && !allVersions.checked ? { version } : {};
      const found = await index.debouncedSearch(query, { filters }, DEBOUNCE_MS);
      // A later keystroke started another search: this one's results are stale.
      if (found === null || mine !== generation) return;
      const loaded = await Promise.all(found.results.slice(0, limit).map((result) => result.data()));
      if (mine !== generation) return;
      // A part of the index where no page has a version ignores the filter: its pages are dropped here.
      const pages = filters.version ? loaded.filter((page) => page.filters?.version?.includes(version)) : loaded;
      const groups = pages.map((page, p) => {
        const labelId = `q-search-page-${p}`;
        const section = page.meta?.section;
        const heading = el('div', { id: labelId, class: 'q-search-group-title' }, [
          el('span', { text: page.meta?.title || page.url }),
          section ? el('span', { class: 'q-search-group-section', text: section }) : '',
        ]);
        const items = resultOptions(page).map((result, r) => {
          const excerpt = el('span', { class: 'q-search-excerpt' });
          // Pagefind's excerpt is the page's own text, escaped, with the matched terms in <mark>.
          excerpt.innerHTML = result.excerpt || '';
          return option(`q-search-result-${p}-${r}`, { href: result.url }, [
            el('span', { class: 'q-search-option-title', text: result.title }),
            excerpt,
          ]);
        });
        return el('div', { role: 'group', 'aria-labelledby': labelId, class: 'q-search-group' }, [heading, ...items]);
      });
      const count = found.results.length - (loaded.length - pages.length);
      const left = found.results.length - loaded.length;
      // More pages than shown: the last option shows the next ones (Enter or a click), so every page is reachable.
      if (left > 0) {
        const label = `Show more results (${left} more ${left === 1 ? 'page' : 'pages'})`;
        groups.push(
          option('q-search-more', { href: '#', 'data-more': '', class: 'q-search-option q-search-more' }, [
            el('span', { class: 'q-search-option-title', text: label }),
          ]),
        );
      }
      const shown = left > 0 ? `, ${pages.length} shown` : '';
      show(
        groups,
        count === 0 ? `No results for “${query}”` : `${count} ${count === 1 ? 'page' : 'pages'} found${shown}`,
      );
      // After "Show more", the first of the new pages is the active option.
      if (firstNew > 0) {
        const next = list.querySelector(`#q-search-result-${firstNew}-0`);
        if (next) setActive(options.indexOf(next));
      }
    } catch (error) {
      if (mine !== generation) return;
      console.error('quire: search', error);
      show([], 'Search is not available on this site.');
    } finally {
      if (mine === generation) dialog.removeAttribute('aria-busy');
    }
  };

  const choose = (target) => {
    if (!target) return;
    if (target.hasAttribute('data-more')) {
      search(true);
      input.focus();
      return;
    }
    const query = target.getAttribute('data-query');
    if (query !== null) {
      input.value = query;
      search();
      return;
    }
    saveRecent(input.value);
    const href = target.getAttribute('href');
    dialog.close();
    window.location.assign(href);
  };

  input.addEventListener('input', () => search());
  allVersions.addEventListener('change', () => {
    search();
    input.focus();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault();
      choose(options[active]);
    }
  });
  list.addEventListener('click', (event) => {
    const target = event.target.closest('[role="option"]');
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    choose(target);
  });
  list.addEventListener('mousemove', (event) => {
    const target = event.target.closest('[role="option"]');
    const index = options.indexOf(target);
    if (index >= 0 && index !== active) setActive(index);
  });
  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog element itself, outside the panel) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Tab cycles inside the dialog (a modal dialog already makes the page behind it inert).
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const focusable = [input, ...(version ? [allVersions] : []), close];
    const at = focusable.indexOf(doc.activeElement);
    event.preventDefault();
    const next = (at + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length;
    focusable[next].focus();
  });
  dialog.addEventListener('close', () => {
    doc.documentElement.removeAttribute('data-q-search-open');
    if (returnFocus && doc.contains(returnFocus)) returnFocus.focus();
    returnFocus = null;
  });

  return {
    open() {
      if (dialog.open) {
        input.select();
        return;
      }
      returnFocus = doc.activeElement;
      dialog.showModal();
      doc.documentElement.setAttribute('data-q-search-open', '');
      input.focus();
      input.select();
      if (input.value.trim()) search();
      else showRecent();
      // Start loading the index while the reader types the first letters.
      loadIndex().catch(() => undefined);
    },
  };
}
