/**
 * How config, frontmatter and MDX props name an icon. Its own module, at the bottom of the icon layer, so that
 * the icon renderer, the navigation tree and the page-data contract share one definition.
 */

/** An icon reference as config and frontmatter give it, resolved later by the icon renderer. */
export type IconRef = string | { name: string; style?: string; library?: string };
