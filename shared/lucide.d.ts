/** Types for Lucide's per-icon modules, shipped without any: each default export is one icon's SVG children. */
declare module 'lucide/dist/esm/icons/*.mjs' {
  const icon: import('./content/types.js').IconNode;
  export default icon;
}
