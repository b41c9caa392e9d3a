import type { UpdateAuthor, UpdateCommit } from './update-record.js';

/** What an update needs from a push event. */
export interface PushEvent {
  /** The branch pushed to (`refs/heads/main` → `main`), or undefined for a tag or anything else. */
  branch: string | undefined;
  commit: UpdateCommit;
  author?: UpdateAuthor;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const paths = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/** Reads a GitHub or GitLab push payload (they share `ref`, `after`, `commits[].added/modified/removed`). */
export function readPushEvent(payload: unknown, kind: 'github' | 'gitlab'): PushEvent {
  const body = obj(payload);
  const ref = text(body.ref);
  const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
  const commits = Array.isArray(body.commits) ? body.commits.map(obj) : [];
  const files = { added: new Set<string>(), modified: new Set<string>(), removed: new Set<string>() };
  for (const c of commits) {
    for (const key of ['added', 'modified', 'removed'] as const) for (const p of paths(c[key])) files[key].add(p);
  }
  const sha = text(kind === 'gitlab' ? body.checkout_sha || body.after : body.after);
  const head =
    kind === 'github' ? obj(body.head_commit) : (commits.find((c) => text(c.id) === sha) ?? commits.at(-1) ?? {});
  const commit: UpdateCommit = {
    sha,
    ref: branch ?? ref,
    message: text(head.message).split('\n')[0] ?? '',
    filesChanged: { added: [...files.added], modified: [...files.modified], removed: [...files.removed] },
  };
  return { branch, commit, ...authorOf(body, head, kind) };
}

function authorOf(body: Json, head: Json, kind: 'github' | 'gitlab'): { author?: UpdateAuthor } {
  if (kind === 'gitlab') {
    const name = text(body.user_name) || text(obj(head.author).name);
    if (!name) return {};
    const avatar = text(body.user_avatar);
    return { author: { name, ...(avatar ? { avatarUrl: avatar } : {}) } };
  }
  const sender = obj(body.sender);
  const name = text(obj(head.author).name) || text(sender.login);
  if (!name) return {};
  const author: UpdateAuthor = { name };
  if (text(sender.avatar_url)) author.avatarUrl = text(sender.avatar_url);
  if (Number.isInteger(sender.id)) author.githubUserId = sender.id as number;
  return { author };
}
