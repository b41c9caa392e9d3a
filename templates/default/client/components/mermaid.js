// Mermaid diagrams: the 3 MB bundle loads only on pages with diagrams, after the first paint; it renders every
// <pre class="mermaid"> with the page's theme, and re-renders when the reader switches light/dark.

const nodes = [...document.querySelectorAll('pre.mermaid')];
const dark = () => document.documentElement.dataset.theme === 'dark';
let loading;

// Keep each diagram's source before anything renders it, and stop a preloaded bundle (the layout may add
// mermaid's script on pages with diagrams) from rendering on `load` with its own theme.
for (const node of nodes) node.dataset.source ??= node.textContent;
window.mermaid?.initialize?.({ startOnLoad: false });

function loadMermaid(src) {
  loading ??= new Promise((resolve, reject) => {
    if (window.mermaid) return resolve(window.mermaid);
    // The bundle is a classic script that sets window.mermaid, so a <script> tag, not import().
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve(window.mermaid);
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
  return loading;
}

async function render() {
  const mermaid = await loadMermaid(nodes[0].dataset.src);
  mermaid.initialize({ startOnLoad: false, theme: dark() ? 'dark' : 'default', securityLevel: 'strict' });
  for (const node of nodes) {
    node.removeAttribute('data-processed');
    node.textContent = node.dataset.source;
  }
  try {
    await mermaid.run({ nodes });
  } catch (error) {
    console.warn('[quire] mermaid:', error);
  }
  for (const node of nodes) addControls(node);
}

// ---- Zoom and pan (Mintlify's diagram actions): buttons in the `placement` corner, drag to move. Only for
// diagrams taller than 120px, and not with actions={false}. The view survives a re-render (theme switch).
const ICONS = {
  in: '<path d="M12 5v14M5 12h14"/>',
  out: '<path d="M5 12h14"/>',
  reset: '<path d="M3 12a9 9 0 1 0 3-6.7L3 8"/><path d="M3 3v5h5"/>',
};
const MIN_SCALE = 0.5;
const MAX_SCALE = 4;

function addControls(node) {
  const svg = node.querySelector('svg');
  if (!svg || node.dataset.actions === 'false' || svg.getBoundingClientRect().height <= 120) return;
  const view = (node._quireView ??= { scale: 1, x: 0, y: 0 });
  const apply = () => {
    svg.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
    node.classList.toggle('is-moved', view.scale !== 1 || view.x !== 0 || view.y !== 0);
  };
  const bar = document.createElement('div');
  bar.className = 'q-mermaid__actions';
  const actions = [
    ['in', 'Zoom in', () => (view.scale = Math.min(MAX_SCALE, view.scale * 1.25))],
    ['out', 'Zoom out', () => (view.scale = Math.max(MIN_SCALE, view.scale / 1.25))],
    ['reset', 'Reset view', () => Object.assign(view, { scale: 1, x: 0, y: 0 })],
  ];
  for (const [icon, label, act] of actions) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'q-mermaid__action';
    button.setAttribute('aria-label', label);
    button.title = label;
    button.innerHTML = `<svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ICONS[icon]}</svg>`;
    button.addEventListener('click', () => {
      act();
      apply();
    });
    bar.append(button);
  }
  node.append(bar);
  node.classList.add('has-actions');
  apply();
  if (node._quirePan) return;
  node._quirePan = true;
  node.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || event.target.closest('.q-mermaid__actions')) return;
    const start = { x: event.clientX - node._quireView.x, y: event.clientY - node._quireView.y };
    node.setPointerCapture(event.pointerId);
    node.classList.add('is-panning');
    const move = (e) => {
      node._quireView.x = e.clientX - start.x;
      node._quireView.y = e.clientY - start.y;
      const current = node.querySelector('svg');
      if (current)
        current.style.transform = `translate(${node._quireView.x}px, ${node._quireView.y}px) scale(${node._quireView.scale})`;
    };
    const end = () => {
      node.classList.remove('is-panning');
      node.removeEventListener('pointermove', move);
      node.removeEventListener('pointerup', end);
      node.removeEventListener('pointercancel', end);
    };
    node.addEventListener('pointermove', move);
    node.addEventListener('pointerup', end);
    node.addEventListener('pointercancel', end);
  });
}

function start() {
  render().then(
    () =>
      new MutationObserver(render).observe(document.documentElement, {
        attributes: true,
        attributeFilter: ['data-theme'],
      }),
    (error) => console.warn('[quire]', error),
  );
}

let started = false;
function startOnce() {
  if (started) return;
  started = true;
  start();
}

if (nodes.length > 0 && window.mermaid) {
  // The bundle is already on the page: nothing to save by waiting.
  startOnce();
} else if (nodes.length > 0) {
  // Load when a diagram nears the viewport, or once the page is idle after loading, whichever comes first:
  // the first paint never waits for the 3 MB bundle, and diagrams further down are ready when reached.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      startOnce();
    },
    { rootMargin: '400px' },
  );
  for (const node of nodes) observer.observe(node);
  const idle = window.requestIdleCallback ?? ((fn) => setTimeout(fn, 200));
  const whenIdle = () => idle(startOnce, { timeout: 2000 });
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
