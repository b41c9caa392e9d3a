// Changelog tag filters: a row of toggle buttons built from every <Update>'s tags, synced with `?tags=a,b`.
// An update stays visible when it has every selected tag (AND, as Mintlify does).

const tagsOf = (update) => {
  try {
    return JSON.parse(update.dataset.tags ?? '[]');
  } catch {
    return [];
  }
};
function setUpFilters() {
  const updates = [...document.querySelectorAll('.q-update')];
  const allTags = [...new Set(updates.flatMap(tagsOf))];
  if (allTags.length === 0 || document.querySelector('.q-update-filter')) return;
  const params = new URLSearchParams(location.search);
  const selected = new Set(
    (params.get('tags') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter((t) => allTags.includes(t)),
  );

  const bar = document.createElement('div');
  bar.className = 'q-update-filter';
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', 'Filter updates by tag');
  for (const tag of allTags) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'q-update-filter__tag';
    button.textContent = tag;
    button.dataset.tag = tag;
    bar.append(button);
  }
  updates[0].before(bar);

  const apply = () => {
    for (const button of bar.children) button.setAttribute('aria-pressed', String(selected.has(button.dataset.tag)));
    for (const update of updates) {
      const tags = tagsOf(update);
      update.hidden = [...selected].some((tag) => !tags.includes(tag));
    }
    const url = new URL(location.href);
    if (selected.size > 0) url.searchParams.set('tags', [...selected].join(','));
    else url.searchParams.delete('tags');
    history.replaceState(history.state, '', url);
  };

  bar.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-tag]') : null;
    if (!button) return;
    const tag = button.dataset.tag;
    if (selected.has(tag)) selected.delete(tag);
    else selected.add(tag);
    apply();
  });
  apply();
}

setUpFilters();
// `quire dev` swapped new content in: a changelog gets its filters again.
document.addEventListener('quire:content', setUpFilters);
