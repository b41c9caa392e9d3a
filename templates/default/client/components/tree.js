// Tree / FileTree keyboard navigation (WAI tree pattern, on <details> folders): one row in the tab order,
// arrows move, Right/Left open/close or go to child/parent, Home/End, Enter/Space toggle, `*` opens siblings,
// and typing a letter jumps to the next row starting with it.

// Rows inside a closed folder. Not a layout test: Chromium keeps boxes for the content of a closed <details>
// (content-visibility: hidden), so getClientRects() does not say whether a row shows.
function isShown(row) {
  const own = row.tagName === 'SUMMARY' ? row.parentElement : null;
  for (
    let folder = (own ?? row).parentElement?.closest('details');
    folder;
    folder = folder.parentElement?.closest('details')
  ) {
    if (!folder.open) return false;
  }
  return true;
}
const visibleRows = (tree) => [...tree.querySelectorAll('.q-tree__row')].filter(isShown);
const folderOf = (row) => (row.tagName === 'SUMMARY' ? row.parentElement : null);

function focusRow(tree, row) {
  for (const other of tree.querySelectorAll('.q-tree__row')) other.tabIndex = -1;
  row.tabIndex = 0;
  row.focus();
}

function setUpTrees() {
  for (const tree of document.querySelectorAll('[data-tree]:not([data-q-ready])')) setUpTree(tree);
}

function setUpTree(tree) {
  tree.setAttribute('data-q-ready', '');
  const rows = tree.querySelectorAll('.q-tree__row');
  rows.forEach((row, i) => {
    row.tabIndex = i === 0 ? 0 : -1;
  });

  tree.addEventListener('keydown', (event) => {
    const row = event.target instanceof Element ? event.target.closest('.q-tree__row') : null;
    if (!row) return;
    const list = visibleRows(tree);
    const at = list.indexOf(row);
    const folder = folderOf(row);
    let next;
    switch (event.key) {
      case 'ArrowDown':
        next = list[at + 1];
        break;
      case 'ArrowUp':
        next = list[at - 1];
        break;
      case 'Home':
        next = list[0];
        break;
      case 'End':
        next = list[list.length - 1];
        break;
      case 'ArrowRight':
        if (folder && !folder.open) folder.open = true;
        else if (folder) next = list[at + 1];
        break;
      case 'ArrowLeft':
        if (folder?.open) folder.open = false;
        else next = row.closest('li')?.parentElement?.closest('details')?.querySelector(':scope > summary');
        break;
      case 'Enter':
      case ' ':
        if (folder) folder.open = !folder.open;
        break;
      case '*':
        for (const sibling of row.closest('ul').querySelectorAll(':scope > li > details')) sibling.open = true;
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const key = event.key.toLowerCase();
          const ordered = [...list.slice(at + 1), ...list.slice(0, at + 1)];
          next = ordered.find((r) => r.textContent.trim().toLowerCase().startsWith(key));
        }
        if (!next) return;
    }
    event.preventDefault();
    if (next) focusRow(tree, next);
  });

  tree.addEventListener('click', (event) => {
    const row = event.target instanceof Element ? event.target.closest('.q-tree__row') : null;
    if (row) focusRow(tree, row);
  });
}

setUpTrees();
// `quire dev` swapped new content in: its trees get the same keyboard behaviour.
document.addEventListener('quire:content', setUpTrees);
