import { mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/** What publishing a built site needs. */
export interface PublishOptions {
  /** `<data>/sites`: one folder per subdomain. */
  sitesDir: string;
  subdomain: string;
  /** The built output; moved (not copied) into the versions folder, so it must be on the same file system. */
  builtDir: string;
  /** The update that built it (part of the version's name). */
  updateId: string;
  /** Versions kept, the published one included. */
  keep: number;
}

/**
 * Publishes a built site atomically: the output moves into `<subdomain>/versions/<time>-<update>/`, then the
 * `current` symlink is replaced by a rename, which POSIX makes atomic. A request sees the old version or the
 * new one, never a half-written one. Older versions beyond `keep` are removed.
 */
export async function publishSiteVersion(options: PublishOptions): Promise<string> {
  const siteDir = path.join(options.sitesDir, options.subdomain);
  const versionsDir = path.join(siteDir, 'versions');
  await mkdir(versionsDir, { recursive: true });
  // Zero-padded milliseconds: names sort in publishing order.
  const name = `${String(Date.now()).padStart(15, '0')}-${options.updateId}`;
  await rename(options.builtDir, path.join(versionsDir, name));
  const temporary = path.join(siteDir, `current.${options.updateId}.tmp`);
  await rm(temporary, { force: true });
  await symlink(path.join('versions', name), temporary);
  await rename(temporary, path.join(siteDir, 'current'));
  const versions = (await readdir(versionsDir)).sort();
  for (const old of versions.slice(0, Math.max(0, versions.length - options.keep))) {
    if (old !== name) await rm(path.join(versionsDir, old), { recursive: true, force: true });
  }
  return path.join(versionsDir, name);
}

/** The folder of the published version of a subdomain's site, or undefined when none is published yet. */
export async function publishedSiteDir(sitesDir: string, subdomain: string): Promise<string | undefined> {
  const siteDir = path.join(sitesDir, subdomain);
  const target = await readlink(path.join(siteDir, 'current')).catch(() => undefined);
  return target ? path.resolve(siteDir, target) : undefined;
}
