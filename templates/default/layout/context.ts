import type { PageData } from '../../../src/render/page-data.js';
import type { RenderHelpers } from '../../../src/render/theme.js';
import type { ThemeVariant } from './theme-variants.js';

/**
 * Everything a layout component reads, passed down as a prop instead of a global or a Preact context so every
 * component stays a plain function of its inputs.
 */
export interface LayoutContext {
  data: PageData;
  helpers: RenderHelpers;
  variant: ThemeVariant;
}
