import type { IconRef, PageData } from '../../../src/render/page-data.js';
import type { ThemeVariant } from './theme-variants.js';

/** Renders an icon reference to an inline SVG string (provided by the pipeline's icon renderer). */
export type RenderIcon = (icon: IconRef, opts?: { className?: string; size?: number }) => string;

/** What the theme needs from the caller besides the page data. */
export interface RenderHelpers {
  renderIcon: RenderIcon;
}

/**
 * Everything a layout component reads, passed down as a prop instead of a global or a Preact context so every
 * component stays a plain function of its inputs.
 */
export interface LayoutContext {
  data: PageData;
  helpers: RenderHelpers;
  variant: ThemeVariant;
}
