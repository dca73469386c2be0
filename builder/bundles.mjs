/**
 * The two esbuild bundles and the manifest the server reads, shared by the production build
 * (build.mjs) and the development loop (scripts/dev.mjs), so both bundle the same way.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fontSubset } from './fontSubset.mjs';
import { fontPreloads } from './fontPreloads.mjs';

const require = createRequire(import.meta.url);

/**
 * esbuild plugin: resolves `react-router` and `react-router/dom` to the package's production
 * build. Its package.json exports map names only dist/development (remix-run/react-router#14102,
 * open since 7.0.2), so every bundler ships the development build to production: dev warnings
 * and checks that cost bytes and main-thread time on each render. Both names resolve to the
 * same build, so there is one router context.
 * @type {import('esbuild').Plugin}
 */
export const reactRouterProduction = {
  name: 'react-router-production',
  setup(build) {
    const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
    const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({ path: join(dist, files[args.path]) }));
    build.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ }, async (args) => ({
      contents: markComponentsPure(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};

/**
 * esbuild plugin: ES module imports of `react` and `react/jsx-runtime` go through one ES module
 * facade per package, which converts React's CommonJS build once. Without it, esbuild wraps the
 * CommonJS exports for every importing module (`__toESM`): about 75 copies of React's ~50
 * properties as getters, each made while the first load's modules evaluate, and every hook call
 * then goes through one (decision 033). CommonJS `require` calls (react-dom's) keep the package.
 * @type {import('esbuild').Plugin}
 */
export const reactEsmFacade = {
  name: 'react-esm-facade',
  setup(build) {
    const root = dirname(require.resolve('react/package.json'));
    const packages = {
      react: { file: join(root, 'index.js'), exports: join(root, 'cjs', 'react.production.js') },
      'react/jsx-runtime': {
        file: join(root, 'jsx-runtime.js'),
        exports: join(root, 'cjs', 'react-jsx-runtime.production.js'),
      },
    };
    build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) =>
      args.kind === 'import-statement' ? { path: args.path, namespace: 'react-esm-facade' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'react-esm-facade' }, (args) => {
      const { file, exports } = packages[args.path];
      const names = Object.keys(require(exports)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
      return {
        contents: [
          `import cjs from ${JSON.stringify(file)};`,
          'export default cjs;',
          ...names.map((name) => `export const ${name} = cjs.${name};`),
        ].join('\n'),
        loader: 'js',
        resolveDir: root,
      };
    });
  },
};

/**
 * Lets a bundler drop the react-router components a bundle never uses. The package defines
 * them at module level with `forwardRef(...)` calls and `X.displayName = "X"` assignments, which
 * a bundler must assume have side effects, so every one of them (Form, ScrollRestoration, their
 * hooks) stayed in the client bundle: about 2.4 KB gzip of first-load JavaScript. Marks each
 * such call `@__PURE__` and drops the `displayName` assignments, which only name components in
 * React's developer tools; the code is otherwise unchanged (decision 020).
 * @param {string} source a module of react-router's dist/production build
 * @returns {string} the same module, its component definitions free of side effects
 */
export function markComponentsPure(source) {
  return source
    .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gmu, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "\w+";$/gmu, '');
}

/**
 * esbuild options of the client bundle: ESM with route-level code splitting, content-hashed
 * names under <dist>/public/assets/, a metafile for the manifest.
 * @param {string} dist the build output folder
 */
export const clientOptions = (dist) => ({
  entryPoints: { main: 'client/entry-client.tsx', boot: 'client/boot.ts' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
  outdir: join(dist, 'public', 'assets'),
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  loader: { '.woff2': 'file' },
  jsx: 'automatic',
  minify: true,
  metafile: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [reactRouterProduction, reactEsmFacade, fontSubset(['shared', 'client', 'server'])],
  logLevel: 'warning',
});

/** Smallest client file (bytes) worth a compile hint: below it, lazy compilation costs next to nothing. */
const COMPILE_HINT_MIN_BYTES = 4096;

/**
 * Puts an explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad` (WICG
 * explicit-javascript-compile-hints-file-based, on by default in Chromium 136+), at the top of
 * every client JS output of at least COMPILE_HINT_MIN_BYTES. V8 then compiles all of the file's
 * functions eagerly on the background thread that streams it, instead of lazily on the main
 * thread when each is first called: React DOM's module evaluation went from ~30 ms of main
 * thread to ~3 ms here. Every client file runs at start-up or on the navigation that loads it;
 * other browsers ignore the comment. Small files are left alone (the comment would cost more
 * bytes than it saves time). The content hash in a file's name is esbuild's, of the file
 * before the comment: the comment is a fixed function of that content, so a name still
 * identifies one content.
 * @param {import('esbuild').Metafile} metafile the client build's metafile
 * @returns {Promise<void>} once the files are rewritten
 */
export async function addCompileHints(metafile) {
  const files = Object.entries(metafile.outputs)
    .filter(([file, meta]) => file.endsWith('.js') && meta.bytes >= COMPILE_HINT_MIN_BYTES)
    .map(([file]) => file);
  await Promise.all(
    files.map(async (file) => {
      const code = await readFile(file, 'utf8');
      if (!code.startsWith('//# allFunctionsCalledOnLoad'))
        await writeFile(file, `//# allFunctionsCalledOnLoad\n${code}`);
    }),
  );
}

/**
 * esbuild options of the server bundle (<dist>/server/index.js, dependencies included) and of
 * the search worker beside it (<dist>/server/search-worker.js): a worker thread starts from a
 * file of its own (server/search/workerClient.ts).
 * @param {string} dist the build output folder
 */
export const serverOptions = (dist) => ({
  entryPoints: { index: 'server/index.ts', 'search-worker': 'server/search/worker.ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Dependencies are bundled too (tree-shaken, one file to load): spawn-to-first-200 drops
  // from about 650 ms to under 300 ms, mostly because Express's many modules
  // no longer resolve one by one. The image ships this bundle without node_modules: nothing the
  // site uses is left to resolve by name at run time (tests/container/ checks the image serves).
  outdir: join(dist, 'server'),
  banner: {
    // CommonJS packages inside an ESM bundle still call require() and read __dirname.
    js: "import { createRequire as __createRequire } from 'node:module'; import { fileURLToPath as __fileURLToPath } from 'node:url'; import { dirname as __pathDirname } from 'node:path'; const require = __createRequire(import.meta.url); const __filename = __fileURLToPath(import.meta.url); const __dirname = __pathDirname(__filename);",
  },
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [reactRouterProduction],
});

/**
 * The site stylesheet as every document inlines it in a <style> element: the whole stylesheet
 * (about 4.4 KB brotli) costs a phone less than one more round trip before its first paint, and
 * a CSP hash (CSP Level 2) allows it without 'unsafe-inline'. Relative url() references (fonts)
 * are made site-absolute, since inlined they would resolve against the page's URL.
 * @param {string} publicDir the build's public folder
 * @param {string[]} cssUrls site-relative URLs of the stylesheets, in order
 * @returns {Promise<{ css: string, cspSource: string }>} the text, and its CSP source "'sha256-…'"
 * @throws Error when a stylesheet contains "</style" (it would end the element)
 */
async function inlineStyle(publicDir, cssUrls) {
  const texts = await Promise.all(cssUrls.map((url) => readFile(join(publicDir, url), 'utf8')));
  const css = texts
    .map((text, i) =>
      text.replace(/url\((["']?)([^)"']+)\1\)/gu, (whole, quote, ref) =>
        /^(?:[a-z][a-z0-9+.-]*:|\/|#)/iu.test(ref)
          ? whole
          : `url(${quote}${new URL(ref, `http://site${cssUrls[i]}`).pathname}${quote})`,
      ),
    )
    .join('\n')
    .trim();
  if (/<\/style/iu.test(css)) throw new Error('build: the stylesheet contains "</style": it cannot be inlined');
  return { css, cspSource: `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'` };
}

/**
 * Writes <dist>/manifest.json (entry, CSS, each language's font preloads, every entry point's file and static imports)
 * and <dist>/metafile.json from the client build's metafile.
 * @param {string} dist the build output folder
 * @param {import('esbuild').Metafile} metafile the client build's metafile
 * @throws Error when the entry or its CSS is missing from the outputs
 */
export async function writeManifest(dist, metafile) {
  const urlOf = (file) => `/${relative(join(dist, 'public'), file).split('\\').join('/')}`;

  const outputs = metafile.outputs;

  /** The static (import-statement) closure of a JS output, itself excluded. */
  function staticImports(file, seen = new Set()) {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticImports(imp.path, seen);
      }
    }
    return seen;
  }

  const manifest = { entry: null, boot: null, css: [], fonts: fontPreloads(outputs, urlOf), modules: {} };
  for (const [file, meta] of Object.entries(outputs)) {
    if (!file.endsWith('.js') || meta.entryPoint === undefined) continue;
    const record = { file: urlOf(file), imports: [...staticImports(file)].map(urlOf) };
    manifest.modules[meta.entryPoint] = record;
    if (meta.entryPoint === 'client/boot.ts') manifest.boot = record.file;
    if (meta.entryPoint === 'client/entry-client.tsx') {
      manifest.entry = record;
      if (meta.cssBundle !== undefined) manifest.css.push(urlOf(meta.cssBundle));
    }
  }
  if (manifest.entry === null || manifest.boot === null || manifest.css.length === 0) {
    throw new Error('build: client entry, boot script or CSS missing');
  }
  manifest.inlineStyle = await inlineStyle(join(dist, 'public'), manifest.css);
  await writeFile(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // The full esbuild metafile, for bundle analysis (esbuild.github.io/analyze).
  await writeFile(join(dist, 'metafile.json'), JSON.stringify(metafile));
  return manifest;
}
