import type { SiteChrome } from '../../../src/render/page-data.js';
import { cssValue } from './shared.js';
import { UiIcon } from './ui-icons.js';

export interface BannerProps {
  /** The site chrome; its `banner` (when set) is shown. */
  site: SiteChrome;
}

/** The site banner; a dismissed banner (remembered by id) is hidden by the head script before paint. */
export function Banner(props: BannerProps) {
  const banner = props.site.banner;
  if (!banner) return null;
  const light = banner.color?.light ?? banner.color?.dark;
  const dark = banner.color?.dark ?? banner.color?.light;
  const style = light && dark ? `--q-banner-bg:${cssValue(light)};--q-banner-bg-dark:${cssValue(dark)}` : undefined;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an announcement above the page, not a section of its content
    <div
      id="banner"
      class={`q-banner q-banner-${banner.type}${style ? ' q-banner-custom' : ''}`}
      data-banner-id={banner.id}
      role="region"
      aria-label="Announcement"
      style={style}
    >
      <div class="q-banner-content" dangerouslySetInnerHTML={{ __html: banner.html }} />
      {banner.dismissible ? (
        <button class="q-banner-close" type="button" aria-label="Dismiss banner" data-q-banner-dismiss="">
          <UiIcon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
