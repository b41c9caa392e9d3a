/**
 * The dashboard's stylesheet and script, served from `/dashboard/assets/` (the pages' Content-Security-Policy
 * allows scripts and styles from the service only, so nothing is inline). Light and dark follow the system's
 * `prefers-color-scheme`.
 */
export const DASHBOARD_CSS = `
:root { color-scheme: light dark; --bg: #f7f7f8; --panel: #fff; --text: #1c1d21; --muted: #63666f; --line: #e2e3e7;
  --accent: #0d7f63; --accent-text: #fff; --danger: #b42318; --queued: #63666f; --running: #1d5fd1; --ok: #0d7f63;
  --fail: #b42318; --code: #f0f1f3; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #111215; --panel: #1a1b1f; --text: #e8e9ec; --muted: #9a9ca5; --line: #2c2e34; --accent: #2fb58f;
    --accent-text: #06140f; --danger: #f0705f; --queued: #9a9ca5; --running: #6ea1ff; --ok: #2fb58f; --fail: #f0705f;
    --code: #0c0d10; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); }
a { color: var(--accent); }
header.top { display: flex; align-items: center; gap: 1.5rem; padding: .75rem 1.5rem; background: var(--panel);
  border-bottom: 1px solid var(--line); }
header.top .brand { font-weight: 700; color: var(--text); text-decoration: none; }
header.top nav { flex: 1; }
main { max-width: 68rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 1rem 1.25rem; }
.muted { color: var(--muted); }
.row { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; }
.actions { margin-top: 1rem; }
table { width: 100%; border-collapse: collapse; background: var(--panel); border: 1px solid var(--line);
  border-radius: 10px; overflow: hidden; }
th, td { text-align: left; padding: .55rem .75rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
tr:last-child td { border-bottom: 0; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .85rem; }
pre.logs { background: var(--code); border: 1px solid var(--line); border-radius: 8px; padding: .75rem 1rem;
  max-height: 32rem; overflow: auto; white-space: pre-wrap; word-break: break-word; }
button, .button { font: inherit; border: 1px solid var(--accent); background: var(--accent); color: var(--accent-text);
  border-radius: 7px; padding: .4rem .9rem; cursor: pointer; text-decoration: none; display: inline-block; }
button.secondary { background: transparent; color: var(--text); border-color: var(--line); }
button.danger { background: transparent; color: var(--danger); border-color: var(--danger); }
form.inline { display: inline; }
label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
input[type=text], input[type=password] { font: inherit; width: 100%; padding: .45rem .6rem; border-radius: 7px;
  border: 1px solid var(--line); background: var(--bg); color: var(--text); }
.sign-in { max-width: 22rem; margin: 4rem auto; }
.sign-in button { margin-top: 1rem; width: 100%; }
.message { padding: .6rem .9rem; border-radius: 8px; border: 1px solid var(--line); margin-bottom: 1rem; }
.message.error { border-color: var(--danger); color: var(--danger); }
.key { font-size: 1rem; padding: .6rem .8rem; background: var(--code); border-radius: 8px; display: block;
  word-break: break-all; user-select: all; }
.status { display: inline-block; font-size: .8rem; font-weight: 600; padding: .1rem .55rem; border-radius: 999px;
  border: 1px solid currentColor; white-space: nowrap; }
.status-queued { color: var(--queued); } .status-in_progress { color: var(--running); }
.status-success { color: var(--ok); } .status-failure { color: var(--fail); }
.shots { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1rem; }
.shots figure { margin: 0; } .shots img { width: 100%; height: auto; border: 1px solid var(--line); border-radius: 8px; }
.shots figcaption { color: var(--muted); font-size: .85rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; margin: 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
`;

/**
 * Live status: a page element with `data-poll` names a JSON endpoint under `/dashboard/api/` that answers
 * `{ state, live, logs? }`. The script polls it every second while `live` (every 5 s otherwise); when `state`
 * differs from the one the page was rendered with, it reloads the page (rendered on the server, so no markup is
 * built here); meanwhile it keeps the log lines of an update page current (as text, never as markup).
 */
export const DASHBOARD_JS = `
(function () {
  var el = document.querySelector('[data-poll]');
  if (!el || el.getAttribute('data-live') !== 'true') return;
  var url = el.getAttribute('data-poll');
  var shown = el.getAttribute('data-state');
  var logs = document.querySelector('pre.logs');
  function tick() {
    fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(function (r) {
        if (!r.ok) { location.reload(); throw new Error('HTTP ' + r.status); }
        return r.json();
      })
      .then(function (data) {
        if (data.state !== shown) { location.reload(); return; }
        if (logs && data.logs) {
          var follow = logs.scrollTop + logs.clientHeight >= logs.scrollHeight - 4;
          logs.textContent = data.logs.join('\\n');
          if (follow) logs.scrollTop = logs.scrollHeight;
        }
        setTimeout(tick, data.live ? 1000 : 5000);
      })
      .catch(function () { setTimeout(tick, 5000); });
  }
  setTimeout(tick, 1000);
})();
`;
