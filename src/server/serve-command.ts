import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openStore, type StoreLocation } from './open-store.js';
import { hashPassword, newApiKey } from './secrets.js';
import type { Store } from './store.js';
import { emptyCommit } from './update-record.js';

/** Where `quire serve` writes, and how it waits for Ctrl+C (the CLI's io, as far as the service needs it). */
export interface ServeIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  untilStopped: () => Promise<void>;
  /** The password for `user add` (from `QUIRE_PASSWORD` or standard input). */
  readPassword: () => Promise<string>;
}

/** The parsed command line of `quire serve …`. */
export interface ServeArgs {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
  io: ServeIo;
}

/** Exit codes, as in the rest of the CLI. */
const OK = 0;
const FAILED = 1;
const USAGE = 2;

/** The subcommands, for the help text. */
export const SERVE_USAGE = [
  'quire serve [--port <n>] [--host <h>] [--public-url <url>]   (dashboard at /dashboard)',
  'quire serve project add <name> --repo <git url or path> [--branch main] [--docs <folder>] [--subdomain <s>]',
  'quire serve project list',
  'quire serve key create --project <name>',
  'quire serve key list [--project <name>]',
  'quire serve key revoke <key id or prefix>',
  'quire serve user add <name>   (password from $QUIRE_PASSWORD or standard input)',
  'every one takes --data <dir> (SQLite, default ./quire-data) or --database <postgres://…>',
];

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Runs `quire serve` or one of its management subcommands; resolves to the exit code. */
export async function runServeCommand(args: ServeArgs): Promise<number> {
  const { positionals, values, io } = args;
  // Only PostgreSQL is spoken: another scheme (`mysql://`) or no URL at all would be read as one and fail later,
  // naming a host it made up.
  if (typeof values.database === 'string' && !/^postgres(?:ql)?:\/\/[^/]/i.test(values.database)) {
    io.stderr(
      'quire serve: --database takes a PostgreSQL URL, such as postgres://user:password@db.example.com:5432/quire (without it, SQLite in --data is used)\n',
    );
    return USAGE;
  }
  const location: StoreLocation = {
    dataDir: path.resolve(typeof values.data === 'string' ? values.data : 'quire-data'),
    ...(typeof values.database === 'string' ? { databaseUrl: values.database } : {}),
  };
  const [group, action, name] = positionals;
  if (!group) return serve(args, location);
  const handler = HANDLERS[`${group} ${action ?? ''}`.trim()];
  if (!handler) {
    io.stderr(`quire serve: unknown subcommand "${positionals.join(' ')}"\n\nUsage:\n  ${SERVE_USAGE.join('\n  ')}\n`);
    return USAGE;
  }
  let store: Store;
  try {
    store = await openStore(location);
  } catch (error) {
    io.stderr(`quire serve: cannot open the store: ${(error as Error).message}\n`);
    return FAILED;
  }
  try {
    return await handler({ store, name, values, io });
  } finally {
    await store.close();
  }
}

interface HandlerArgs {
  store: Store;
  name: string | undefined;
  values: ServeArgs['values'];
  io: ServeIo;
}

const HANDLERS: Record<string, (args: HandlerArgs) => Promise<number>> = {
  'project add': addProject,
  'project list': async ({ store, io }) => {
    for (const p of await store.listProjects()) {
      io.stdout(`${p.id}  ${p.name}  ${p.subdomain}  ${p.repo}#${p.branch}${p.docs ? ` (${p.docs})` : ''}\n`);
    }
    return OK;
  },
  'key create': async ({ store, values, io }) => {
    const project = await projectOption(store, values, io);
    if (!project) return USAGE;
    const { key, hash, prefix } = newApiKey();
    await store.createApiKey({ projectId: project.id, hash, prefix });
    io.stdout(`${key}\n`);
    io.stderr(`API key for ${project.name} (${prefix}…). It is shown this once: store it now.\n`);
    return OK;
  },
  'key list': async ({ store, values, io }) => {
    const project = typeof values.project === 'string' ? await projectOption(store, values, io) : undefined;
    if (typeof values.project === 'string' && !project) return USAGE;
    const names = new Map((await store.listProjects()).map((p) => [p.id, p.name]));
    for (const k of await store.listApiKeys(project?.id)) {
      const state = k.revokedAt ? `revoked ${k.revokedAt}` : 'active';
      io.stdout(`${k.id}  ${k.prefix}…  ${names.get(k.projectId) ?? k.projectId}  created ${k.createdAt}  ${state}\n`);
    }
    return OK;
  },
  'key revoke': async ({ store, name, io }) => {
    if (!name) {
      io.stderr('quire serve key revoke: name the key (its id or its prefix, from `quire serve key list`)\n');
      return USAGE;
    }
    const revoked = await store.revokeApiKey(name.replace(/…$/, ''));
    if (!revoked) {
      io.stderr(`quire serve key revoke: no active key with id or prefix "${name}"\n`);
      return FAILED;
    }
    io.stdout(`Revoked ${revoked.prefix}… (${revoked.id})\n`);
    return OK;
  },
  'user add': async ({ store, name, io }) => {
    if (!name) {
      io.stderr('quire serve user add: name the user, e.g. `quire serve user add ada`\n');
      return USAGE;
    }
    if (await store.getUserByName(name)) {
      io.stderr(`quire serve user add: user "${name}" exists already\n`);
      return FAILED;
    }
    const password = (await io.readPassword()).replace(/\r?\n$/, '');
    if (password.length < 8) {
      io.stderr('quire serve user add: the password must have at least 8 characters ($QUIRE_PASSWORD or stdin)\n');
      return USAGE;
    }
    await store.createUser({ name, passwordHash: await hashPassword(password) });
    io.stdout(`Added user ${name}\n`);
    return OK;
  },
};

async function addProject({ store, name, values, io }: HandlerArgs): Promise<number> {
  const repo = typeof values.repo === 'string' ? values.repo : undefined;
  if (!name || !repo) {
    io.stderr('quire serve project add: give a name and --repo <git url or path>\n');
    return USAGE;
  }
  const subdomain = typeof values.subdomain === 'string' ? values.subdomain : slug(name);
  if (!SUBDOMAIN.test(subdomain)) {
    io.stderr(`quire serve project add: "${subdomain}" is not a valid subdomain (a-z, 0-9 and -); pass --subdomain\n`);
    return USAGE;
  }
  if (await store.getProjectByName(name)) {
    io.stderr(`quire serve project add: a project named "${name}" exists already\n`);
    return FAILED;
  }
  if (await store.getProjectBySubdomain(subdomain)) {
    io.stderr(`quire serve project add: the subdomain "${subdomain}" is taken; pass another with --subdomain\n`);
    return FAILED;
  }
  // A local path is stored absolute, so the server finds it whatever its working folder.
  const isUrl = /^[a-z][a-z0-9+.-]*:\/\//i.test(repo) || /^[^/]+@[^:]+:/.test(repo);
  const project = await store.createProject({
    name,
    repo: isUrl ? repo : path.resolve(repo),
    branch: typeof values.branch === 'string' ? values.branch : 'main',
    docs: typeof values.docs === 'string' ? values.docs : '',
    subdomain,
    webhookSecret: randomBytes(20).toString('hex'),
  });
  // The first build is queued at once, so that `project add` then `quire serve` publishes the site.
  await store.enqueueUpdate({ projectId: project.id, source: 'onboarding', commit: emptyCommit(project.branch) });
  io.stdout(`${project.id}\n`);
  io.stderr(
    [
      `Added project ${name}, published at subdomain "${subdomain}" (its first update is queued).`,
      `Webhook secret (GitHub "Secret", GitLab "Secret token"): ${project.webhookSecret}`,
      `GitHub push webhook: /v1/webhooks/github/${project.id}   GitLab: /v1/webhooks/gitlab/${project.id}`,
      '',
    ].join('\n'),
  );
  return OK;
}

async function projectOption(store: Store, values: ServeArgs['values'], io: ServeIo) {
  const name = typeof values.project === 'string' ? values.project : undefined;
  const project = name ? await store.getProjectByName(name) : undefined;
  if (!project) io.stderr(name ? `quire serve: no project named "${name}"\n` : 'quire serve: pass --project <name>\n');
  return project;
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);
}

async function serve(args: ServeArgs, location: StoreLocation): Promise<number> {
  const { startService } = await import('./start-service.js');
  const { values, io } = args;
  let service: Awaited<ReturnType<typeof startService>>;
  try {
    service = await startService({
      ...location,
      ...(typeof values.port === 'string' ? { port: Number(values.port) } : {}),
      ...(typeof values.host === 'string' ? { host: values.host } : {}),
      ...(typeof values['public-url'] === 'string' ? { publicUrl: values['public-url'] } : {}),
    });
  } catch (error) {
    io.stderr(`quire serve: ${(error as Error).message}\n`);
    return FAILED;
  }
  io.stdout(
    `quire serve: listening at ${service.url} (data: ${location.databaseUrl ? 'PostgreSQL' : location.dataDir})\n`,
  );
  await io.untilStopped();
  io.stdout('quire serve: stopping (an update that is running is stopped and queued again)\n');
  await service.close();
  return OK;
}
