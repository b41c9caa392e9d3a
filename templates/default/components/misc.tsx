/**
 * Update (changelog entries), Prompt, View, Visibility, Variation, GitHub.Repo, and the platform components
 * that have no static meaning (ApiPlayground, CustomCode…), which render their children.
 */
import type { ComponentChildren, VNode } from 'preact';
import type { MdxComponents } from '../../../src/render/theme.js';
import type { ComponentEnv } from './context.js';
import { inlineMarkdown } from './inline-markdown.js';
import { cx, Glyph, IconSlot, str, textOf, type WithIcon } from './util.js';

/** Update's props: one changelog entry (reference §3.4). */
export interface UpdateProps {
  /** Required by the reference: the entry's heading and anchor (JSX is read for its text). */
  label?: ComponentChildren;
  description?: ComponentChildren;
  /** Filters of the changelog: a list, or a comma-separated string. */
  tags?: string[] | string;
  /** The entry in the page's RSS feed (read by the compiler, not here). */
  rss?: { title?: string; description?: string };
  /** Anchor id; the compiler injects one from the label. */
  id?: string;
  className?: string;
  children?: ComponentChildren;
}

export interface PromptProps extends WithIcon {
  /** Required by the reference; a string is read as inline Markdown. */
  description?: ComponentChildren;
  /** `copy` (the default) and `cursor` (an Open in Cursor link). */
  actions?: string[];
  className?: string;
  /** The prompt text, copied by the button. */
  children?: ComponentChildren;
}

export interface ViewProps extends WithIcon {
  /** Required by the reference: the view's name in the switcher (JSX is read for its text). */
  title?: ComponentChildren;
  className?: string;
  children?: ComponentChildren;
}

export interface VisibilityProps {
  /** `humans` (web pages only) or `agents` (the `.md` twin only). */
  for?: string;
  children?: ComponentChildren;
}

export interface VariationProps {
  /** The variation ids that show the content: one, a comma-separated string, or a list. */
  is?: string | string[];
  children?: ComponentChildren;
}

/** GitHub.Repo (and Github.Repo): a repository card. */
export interface GitHubRepoProps {
  /** `owner/name` or the repository's URL. */
  repo?: string;
  /** `inset` (default) or `flat`. */
  variant?: string;
  className?: string;
}

/** GitHub (and Github), the namespace of `.Repo`, and the platform components with no static meaning. */
export interface PassThroughProps {
  /** Rendered as they are; any other prop is ignored. */
  children?: ComponentChildren;
}

/** `owner/name`, `https://github.com/owner/name(.git)` → owner and name. */
export function parseRepo(repo: string): { owner: string; name: string } | undefined {
  const match = /^(?:https?:\/\/(?:www\.)?github\.com\/)?([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(repo.trim());
  return match ? { owner: match[1]!, name: match[2]! } : undefined;
}

function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return [];
}

/** Creates Update, Prompt, View, Visibility, Variation, GitHub/Github (+ .Repo) and the pass-through components. */
export function createMisc(env: ComponentEnv): MdxComponents {
  function Update(props: UpdateProps): VNode {
    const label = str(props.label) ?? textOf(props.label);
    const id = env.anchorId(label, props.id);
    const tags = stringList(props.tags);
    if (tags.length > 0) env.ctx.features.add('updates');
    return (
      <div
        class={cx('q-update', str(props.className))}
        id={id}
        {...(tags.length > 0 ? { 'data-tags': JSON.stringify(tags) } : {})}
      >
        {/* The grid sits inside so its columns can follow the update's own width (a container query). */}
        <div class="q-update__grid">
          <div class="q-update__meta">
            <a class="q-update__label" href={`#${id}`}>
              {label}
            </a>
            {props.description !== undefined && props.description !== '' && (
              <div class="q-update__description">{props.description}</div>
            )}
            {tags.length > 0 && (
              <div class="q-update__tags">
                {tags.map((tag) => (
                  <span class="q-pill q-pill--tag">{tag}</span>
                ))}
              </div>
            )}
          </div>
          <div class="q-update__body">{props.children}</div>
        </div>
      </div>
    );
  }

  function Prompt(props: PromptProps): VNode {
    env.ctx.features.add('copy');
    const actions = Array.isArray(props.actions) ? props.actions.map(String) : ['copy'];
    const text = textOf(props.children).trim();
    return (
      <div class={cx('q-prompt', str(props.className))} data-prompt="">
        <div class="q-prompt__header">
          <IconSlot
            env={env}
            icon={props.icon ?? 'sparkles'}
            iconType={props.iconType}
            size={16}
            className="q-prompt__icon"
          />
          <div class="q-prompt__description">{inlineMarkdown(props.description)}</div>
          <div class="q-prompt__actions">
            {actions.includes('copy') && (
              <button type="button" class="q-copy q-prompt__copy" aria-label="Copy prompt" data-copy="prompt">
                <Glyph name="copy" />
                <span class="q-copy__label" data-pagefind-ignore="">
                  Copy prompt
                </span>
                <span class="q-copy__done" data-pagefind-ignore="">
                  Copied
                </span>
              </button>
            )}
            {actions.includes('cursor') && (
              <a
                class="q-prompt__cursor"
                href={`https://cursor.com/link/prompt?text=${encodeURIComponent(text)}`}
                target="_blank"
                rel="noreferrer"
              >
                Open in Cursor
              </a>
            )}
          </div>
        </div>
        <div class="q-prompt__body">{props.children}</div>
      </div>
    );
  }

  /**
   * All views are in the HTML; those titled like the first show, and the client script builds the switcher over
   * the distinct titles.
   */
  function View(props: ViewProps): VNode {
    env.ctx.features.add('views');
    const title = str(props.title) ?? textOf(props.title);
    const shown = env.viewShown(title ?? '');
    return (
      <section
        class={cx('q-view', str(props.className))}
        data-view={title}
        {...(typeof props.icon === 'string' ? { 'data-view-icon': props.icon } : {})}
        {...(shown ? {} : { hidden: true })}
      >
        <p class="q-view__title" aria-hidden="true">
          {title}
        </p>
        {props.children}
      </section>
    );
  }

  /** Web pages are the `humans` side; `agents` content appears only in the `.md` twin. */
  function Visibility(props: VisibilityProps): VNode | null {
    // biome-ignore lint/complexity/noUselessFragments: the fragment makes any children (text, arrays) one VNode
    return str(props.for) === 'agents' ? null : <>{props.children}</>;
  }

  function Variation(props: VariationProps): VNode {
    const ids = stringList(props.is);
    return (
      <div class="q-variation" data-variation={ids.join(' ')}>
        {props.children}
      </div>
    );
  }

  /** A static repository card: Quire never calls the GitHub API (builds are offline, pages make no requests). */
  function Repo(props: GitHubRepoProps): VNode | null {
    const raw = str(props.repo) ?? '';
    const parsed = parseRepo(raw);
    if (!parsed) return <span class="q-github q-github--invalid">{raw}</span>;
    const variant = str(props.variant) === 'flat' ? 'flat' : 'inset';
    return (
      <a
        class={cx('q-github', `q-github--${variant}`, str(props.className))}
        href={`https://github.com/${parsed.owner}/${parsed.name}`}
        target="_blank"
        rel="noreferrer"
      >
        <IconSlot
          env={env}
          icon={{ name: 'github', library: 'fontawesome', style: 'brands' }}
          size={20}
          className="q-github__logo"
        />
        <span class="q-github__text">
          <span class="q-github__owner">{parsed.owner}/</span>
          <span class="q-github__name">{parsed.name}</span>
        </span>
        <Glyph name="arrow-up-right" className="q-github__arrow" />
      </a>
    );
  }

  function GitHub(props: PassThroughProps): VNode {
    return <>{props.children}</>;
  }
  GitHub.Repo = Repo;

  const passThrough = (props: PassThroughProps): VNode => <>{props.children}</>;
  return {
    Update,
    Prompt,
    View,
    Visibility,
    Variation,
    GitHub,
    Github: GitHub,
    'GitHub.Repo': Repo,
    'Github.Repo': Repo,
    ApiPlayground: passThrough,
    CustomCode: passThrough,
    CustomComponent: passThrough,
    DynamicCustomComponent: passThrough,
    SnippetGroup: passThrough,
    MDX: passThrough,
    MDXContentController: passThrough,
  };
}
