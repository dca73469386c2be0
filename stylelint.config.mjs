/**
 * Stylelint: the stylesheet uses logical properties and values (inline/block, start/end), so
 * that a page's `dir` alone mirrors it for right-to-left languages.
 */
export default {
  plugins: ['stylelint-use-logical'],
  rules: {
    'csstools/use-logical': 'always',
  },
};
