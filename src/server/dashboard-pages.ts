import { type HtmlValue, html, type SafeHtml } from './dashboard-html.js';
import { screenshotPath } from './screenshot-routes.js';
import type { ApiKey, Project, UpdateRecord } from './update-record.js';

/** What every signed-in page needs: the session's CSRF token, for the forms it holds. */
export interface PageContext {
  csrf: string;
}

/** The whole document around a page's content. */
export function layout(options: { title: string; body: SafeHtml; context?: PageContext }): string {
  const { title, body, context } = options;
  return `<!doctype html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${title} · Quire dashboard</title>
<link rel="stylesheet" href="/dashboard/assets/dashboard.css">
<script src="/dashboard/assets/dashboard.js" defer></script>
</head>
<body>
<header class="top">
  <a class="brand" href="/dashboard">Quire</a>
  <nav>${context && html`<a href="/dashboard">Projects</a>`}</nav>
  ${
    context &&
    html`<form class="inline" method="post" action="/dashboard/sign-out">${csrfField(context)}<button class="secondary" type="submit">Sign out</button></form>`
  }
</header>
<main>
${body}
</main>
</body>
</html>`}`;
}

/** The sign-in form, with a plain message after a failed attempt. */
export function signInPage(options: { next: string; name?: string; message?: string }): string {
  return layout({
    title: 'Sign in',
    body: html`<div class="sign-in panel">
<h1>Sign in</h1>
${options.message && html`<p class="message error" role="alert">${options.message}</p>`}
<form method="post" action="/dashboard/sign-in">
  <input type="hidden" name="next" value="${options.next}">
  <label for="name">User name</label>
  <input id="name" name="name" type="text" autocomplete="username" required value="${options.name ?? ''}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>
<p class="muted">Users are added on the server with <code>quire serve user add &lt;name&gt;</code>.</p>
</div>`,
  });
}

/** The projects, each with its latest update. */
export function projectsPage(context: PageContext, rows: { project: Project; last?: UpdateRecord }[]): string {
  const body = html`<h1>Projects</h1>
${
  rows.length === 0
    ? html`<p class="panel muted">No projects yet. Add one on the server with <code>quire serve project add &lt;name&gt; --repo &lt;git url or path&gt;</code>.</p>`
    : html`<table>
<thead><tr><th>Project</th><th>Site</th><th>Repository</th><th>Latest update</th></tr></thead>
<tbody>${rows.map(
        ({ project, last }) => html`<tr>
<td><a href="/dashboard/projects/${project.id}">${project.name}</a></td>
<td><a href="/sites/${project.subdomain}/">${project.subdomain}</a></td>
<td><code>${project.repo}</code> <span class="muted">${project.branch}</span></td>
<td>${last ? html`${statusBadge(last)} <span class="muted">${when(last.createdAt)}</span>` : html`<span class="muted">none yet</span>`}</td>
</tr>`,
      )}</tbody>
</table>`
}`;
  return layout({ title: 'Projects', body, context });
}

/** A project: its "Update now" button and its latest updates (live while any is queued or running). */
export function projectPage(context: PageContext, project: Project, updates: UpdateRecord[]): string {
  const body = html`<h1>${project.name}</h1>
<div class="panel">
  <dl class="facts">
    <dt>Repository</dt><dd><code>${project.repo}</code> (branch <code>${project.branch}</code>${project.docs && html`, folder <code>${project.docs}</code>`})</dd>
    <dt>Site</dt><dd><a href="/sites/${project.subdomain}/">/sites/${project.subdomain}/</a></dd>
    <dt>Project id</dt><dd><code>${project.id}</code></dd>
  </dl>
  <div class="row actions">
    <form class="inline" method="post" action="/dashboard/projects/${project.id}/update">${csrfField(context)}<button type="submit">Update now</button></form>
    <a href="/dashboard/projects/${project.id}/keys">API keys</a>
  </div>
</div>
<h2>Updates</h2>
<div data-poll="/dashboard/api/projects/${project.id}/updates" data-state="${updatesState(updates)}" data-live="true">
${
  updates.length === 0
    ? html`<p class="panel muted">No updates yet.</p>`
    : html`<table>
<thead><tr><th>Status</th><th>Started by</th><th>Commit</th><th>Queued</th><th>Summary</th></tr></thead>
<tbody>${updates.map(
        (u) => html`<tr>
<td><a href="/dashboard/updates/${u._id}">${statusBadge(u)}</a></td>
<td>${u.source}${u.author && html` <span class="muted">(${u.author.name})</span>`}</td>
<td>${commitCell(u)}</td>
<td>${when(u.createdAt)}</td>
<td>${u.summary}</td>
</tr>`,
      )}</tbody>
</table>`
}
</div>`;
  return layout({ title: project.name, body, context });
}

/** One update: its state, logs (growing while it runs) and screenshots. */
export function updatePage(context: PageContext, project: Project, record: UpdateRecord): string {
  const shots: { scheme: 'light' | 'dark'; url?: string }[] = [
    { scheme: 'light', url: record.screenshotLight },
    { scheme: 'dark', url: record.screenshotDark },
  ];
  const body = html`<p><a href="/dashboard/projects/${project.id}">← ${project.name}</a></p>
<h1>Update ${statusBadge(record)}</h1>
<div id="update" class="panel" data-poll="/dashboard/api/updates/${record._id}" data-state="${record.status}" data-live="${String(!ended(record))}">
  <dl class="facts">
    <dt>Summary</dt><dd>${record.summary}</dd>
    <dt>Started by</dt><dd>${record.source}${record.author && html` (${record.author.name})`}</dd>
    <dt>Commit</dt><dd>${commitCell(record)}</dd>
    <dt>Queued</dt><dd>${when(record.createdAt)}</dd>
    ${record.endedAt && html`<dt>Ended</dt><dd>${when(record.endedAt)}</dd>`}
    <dt>Status id</dt><dd><code>${record._id}</code></dd>
  </dl>
</div>
${
  shots.some((s) => s.url) &&
  html`<h2>Screenshots</h2>
<div class="shots">${shots.map(
    (s) =>
      s.url &&
      html`<figure><a href="${screenshotPath(record._id, s.scheme)}"><img src="${screenshotPath(record._id, s.scheme)}" alt="The home page, ${s.scheme} theme" width="1280" height="800"></a><figcaption>${s.scheme}</figcaption></figure>`,
  )}</div>`
}
<h2>Logs</h2>
<pre class="logs">${record.logs.join('\n')}</pre>`;
  return layout({ title: `Update of ${project.name}`, body, context });
}

/** A project's API keys: create (the new key shown this once), list by prefix, revoke. */
export function keysPage(context: PageContext, project: Project, keys: { list: ApiKey[]; newKey?: string }): string {
  const { newKey } = keys;
  const body = html`<p><a href="/dashboard/projects/${project.id}">← ${project.name}</a></p>
<h1>API keys</h1>
${
  newKey &&
  html`<div class="panel message" role="status"><p><strong>New API key.</strong> It is shown this once: copy it now.</p>
<code class="key" id="new-key">${newKey}</code></div>`
}
<p class="muted">A key reads this project's update statuses and triggers its updates (<code>Authorization: Bearer quire_…</code>).</p>
<form method="post" action="/dashboard/projects/${project.id}/keys">${csrfField(context)}<button type="submit">Create a key</button></form>
<h2>Keys</h2>
${
  keys.list.length === 0
    ? html`<p class="panel muted">No keys yet.</p>`
    : html`<table>
<thead><tr><th>Key</th><th>Created</th><th>State</th><th></th></tr></thead>
<tbody>${keys.list.map(
        (k) => html`<tr data-key="${k.prefix}">
<td><code>${k.prefix}…</code></td>
<td>${when(k.createdAt)}</td>
<td>${k.revokedAt ? html`<span class="muted">revoked ${when(k.revokedAt)}</span>` : 'active'}</td>
<td>${
          !k.revokedAt &&
          html`<form class="inline" method="post" action="/dashboard/projects/${project.id}/keys/${k.id}/revoke">${csrfField(context)}<button class="danger" type="submit">Revoke</button></form>`
        }</td>
</tr>`,
      )}</tbody>
</table>`
}`;
  return layout({ title: `API keys of ${project.name}`, body, context });
}

/** A page with one message (not found, refused form). */
export function messagePage(options: { title: string; message: string; context?: PageContext }): string {
  return layout({
    title: options.title,
    body: html`<h1>${options.title}</h1><p class="panel">${options.message}</p><p><a href="/dashboard">Back to the projects</a></p>`,
    ...(options.context ? { context: options.context } : {}),
  });
}

/** What the project page's poll compares: each update and its status. */
export function updatesState(updates: UpdateRecord[]): string {
  return updates.map((u) => `${u._id}:${u.status}`).join(',');
}

/** Whether an update has ended. */
export function ended(record: UpdateRecord): boolean {
  return record.status === 'success' || record.status === 'failure';
}

function csrfField(context: PageContext): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${context.csrf}">`;
}

const STATUS_LABEL: Record<UpdateRecord['status'], string> = {
  queued: 'queued',
  in_progress: 'in progress',
  success: 'success',
  failure: 'failure',
};

function statusBadge(record: UpdateRecord): SafeHtml {
  return html`<span class="status status-${record.status}" data-status="${record.status}">${STATUS_LABEL[record.status]}</span>`;
}

function commitCell(record: UpdateRecord): HtmlValue {
  if (!record.commit.sha) return html`<span class="muted">${record.commit.ref}</span>`;
  return html`<code>${record.commit.sha.slice(0, 10)}</code> ${record.commit.message.split('\n')[0]}`;
}

/** An ISO date as `2026-01-31 12:00:05 UTC` (the records are in UTC; no script is needed to show them). */
function when(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}
