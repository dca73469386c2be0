/**
 * Types for Lucide's per-icon modules, which the `lucide` package ships without declarations:
 * each file's default export is one icon's SVG child elements.
 */
declare module 'lucide/dist/esm/icons/*.mjs' {
  const icon: import('./content/types.js').IconNode;
  export default icon;
}
