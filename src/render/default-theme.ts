/**
 * The theme the pipeline renders with. This is the one module of src/ that imports the theme: everything else
 * reaches it through `defaultTheme` and the `Theme` contract (theme.ts), so another theme plugs in here.
 */
export { defaultTheme } from '../../templates/default/index.js';
