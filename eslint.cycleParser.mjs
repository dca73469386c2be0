/**
 * The TypeScript parser as import-x/no-cycle reads the modules a file imports (eslint.config.js
 * names it in `import-x/parsers`): every import and re-export counts as a value one. The rule
 * skips type-only imports and has no option not to, yet a type-only import still ties two
 * modules into one unit, which is what a cycle is about. A cycle whose every link is type-only
 * still passes: the rule skips the linted file's own type-only imports before it reads on.
 */
import tseslint from 'typescript-eslint';

/** Declarations that name another module, whose `importKind` or `exportKind` can say "type". */
const LINKS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration']);

/**
 * Parses as @typescript-eslint/parser does, then marks every import and re-export, and each of
 * their specifiers, as a value one.
 * @param {string} code the module's source
 * @param {Parameters<typeof tseslint.parser.parseForESLint>[1]} options what import-x passes the parser
 * @returns {ReturnType<typeof tseslint.parser.parseForESLint>} the parser's result, its AST so marked
 * @throws SyntaxError as the parser does, on source it cannot parse
 */
export function parseForESLint(code, options) {
  const result = tseslint.parser.parseForESLint(code, options);
  for (const node of result.ast.body) {
    if (!LINKS.has(node.type)) continue;
    if ('importKind' in node) node.importKind = 'value';
    if ('exportKind' in node) node.exportKind = 'value';
    for (const specifier of node.specifiers ?? []) {
      if ('importKind' in specifier) specifier.importKind = 'value';
      if ('exportKind' in specifier) specifier.exportKind = 'value';
    }
  }
  return result;
}
