/** The AA refinement now lives in the shared theme (every app's chrome needs it); re-exported for the templates. */
export { isLight, onColor, refineTheme } from '@site/shared';
