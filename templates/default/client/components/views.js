// Multi-view pages (<View title>): a selector of the distinct titles above the first view, the views of the chosen
// title visible (a page may repeat its set of views under each heading), the choice remembered, and
// table-of-contents links into hidden views hidden too (the layout's #table-of-contents).

const STORAGE_KEY = 'quire:view';
function setView(views, title) {
  for (const view of views) view.hidden = (view.dataset.view ?? '') !== title;
  for (const link of document.querySelectorAll('#table-of-contents a[href^="#"], [data-toc] a[href^="#"]')) {
    const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    const item = link.closest('li') ?? link;
    const owner = target?.closest('.q-view');
    item.hidden = !!owner && owner.hidden;
  }
}

function setUpViews() {
  const views = [...document.querySelectorAll('.q-view')];
  if (views.length < 2 || document.querySelector('.q-view-switcher')) return;
  const titles = [...new Set(views.map((view) => view.dataset.view ?? ''))];
  if (titles.length < 2) return;
  const label = document.createElement('label');
  label.className = 'q-view-switcher';
  const select = document.createElement('select');
  select.setAttribute('aria-label', 'Choose a view');
  titles.forEach((title, i) => {
    select.add(new Option(title, String(i)));
  });
  label.append(select);
  views[0].before(label);

  let start = 0;
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved && titles.includes(saved)) start = titles.indexOf(saved);
  } catch {}
  // A deep link into a view wins over the remembered choice.
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const owner = target?.closest('.q-view');
  if (owner) start = titles.indexOf(owner.dataset.view ?? '');
  select.selectedIndex = start;
  setView(views, titles[start]);

  select.addEventListener('change', () => {
    setView(views, titles[select.selectedIndex]);
    try {
      localStorage.setItem(STORAGE_KEY, titles[select.selectedIndex]);
    } catch {}
  });
}

setUpViews();
// `quire dev` swapped new content in: multi-view pages get their selector again.
document.addEventListener('quire:content', setUpViews);
