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
}

function start() {
  render().then(
    () => new MutationObserver(render).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] }),
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
