import type { IconRef } from '../../../src/render/page-data.js';
import type { LayoutContext } from './context.js';
import { Icon } from './shared.js';

/** docs.json social keys → the Font Awesome icon that draws them (brands unless noted). */
const SOCIAL_ICONS: Readonly<Record<string, { name: string; style: string; label: string }>> = {
  x: { name: 'x-twitter', style: 'brands', label: 'X' },
  'x-twitter': { name: 'x-twitter', style: 'brands', label: 'X' },
  twitter: { name: 'twitter', style: 'brands', label: 'Twitter' },
  website: { name: 'earth-americas', style: 'solid', label: 'Website' },
  'earth-americas': { name: 'earth-americas', style: 'solid', label: 'Website' },
  podcast: { name: 'podcast', style: 'solid', label: 'Podcast' },
  facebook: { name: 'facebook', style: 'brands', label: 'Facebook' },
  youtube: { name: 'youtube', style: 'brands', label: 'YouTube' },
  discord: { name: 'discord', style: 'brands', label: 'Discord' },
  slack: { name: 'slack', style: 'brands', label: 'Slack' },
  github: { name: 'github', style: 'brands', label: 'GitHub' },
  linkedin: { name: 'linkedin', style: 'brands', label: 'LinkedIn' },
  instagram: { name: 'instagram', style: 'brands', label: 'Instagram' },
  'hacker-news': { name: 'hacker-news', style: 'brands', label: 'Hacker News' },
  medium: { name: 'medium', style: 'brands', label: 'Medium' },
  telegram: { name: 'telegram', style: 'brands', label: 'Telegram' },
  bluesky: { name: 'bluesky', style: 'brands', label: 'Bluesky' },
  threads: { name: 'threads', style: 'brands', label: 'Threads' },
  reddit: { name: 'reddit', style: 'brands', label: 'Reddit' },
};

function socialIcon(key: string): { icon: IconRef; label: string } {
  const known = SOCIAL_ICONS[key];
  if (!known) return { icon: { name: 'link', style: 'solid', library: 'fontawesome' }, label: key };
  return { icon: { name: known.name, style: known.style, library: 'fontawesome' }, label: known.label };
}

export interface FooterProps {
  ctx: LayoutContext;
}

/** The page footer: social icons, link columns and the Quire credit. */
export function Footer(props: FooterProps) {
  const { ctx } = props;
  const { footer } = ctx.data.site;
  const advanced = footer.links.length > 0;
  return (
    <footer id="footer" class={`q-footer footer${advanced ? ' advanced-footer' : ''}`}>
      {advanced ? (
        <div class="q-footer-columns">
          {footer.links.map((column, index) => (
            <div key={index} class="q-footer-column">
              {column.header ? <p class="q-footer-header">{column.header}</p> : null}
              <ul role="list">
                {column.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href}>{item.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      <div class="q-footer-bottom">
        {footer.socials.length > 0 ? (
          <ul class="q-socials" role="list">
            {footer.socials.map((social) => {
              const { icon, label } = socialIcon(social.key);
              return (
                <li key={social.key}>
                  <a
                    class="q-social"
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    title={label}
                  >
                    <Icon icon={icon} renderIcon={ctx.helpers.renderIcon} size={18} />
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
        <p class="q-powered">
          Built with <strong>Quire</strong>
        </p>
      </div>
    </footer>
  );
}
