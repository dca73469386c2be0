/**
 * Watches folders for saved files, as the development loop needs: one inotify watch per
 * directory (fs.watch on each, found by walking the tree, new ones added as they appear), never
 * per file. Node's `recursive` option on Linux watches each file, and an editor that saves by
 * writing a new file and renaming it over the old one (vim, sed -i, many others) leaves that
 * watch on the old file: the second save went unseen.
 */
import { watch } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Calls `onFile` with the path (relative to the working directory, `/`-separated) of every file
 * written, created, renamed or deleted under the given folders.
 * @param {string[]} folders relative to the working directory
 * @param {(file: string) => void} onFile
 * @returns {Promise<() => void>} once every directory is watched; call it to stop watching
 */
export async function watchTrees(folders, onFile) {
  const watchers = new Map();
  async function add(dir) {
    if (watchers.has(dir)) return;
    watchers.set(dir, undefined); // claimed: a second event for it while this one looks is ignored
    if (!(await stat(dir).catch(() => undefined))?.isDirectory()) {
      watchers.delete(dir);
      return;
    }
    let watcher;
    try {
      watcher = watch(dir, (_event, name) => {
        if (name === null) return;
        const path = `${dir}/${name}`;
        onFile(path);
        // A new directory (or one renamed into place) is watched too; a file is not a directory.
        void add(path);
      });
    } catch {
      watchers.delete(dir); // gone already
      return;
    }
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(dir);
    });
    watchers.set(dir, watcher);
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    await Promise.all(entries.filter((e) => e.isDirectory()).map((e) => add(join(dir, e.name).split('\\').join('/'))));
  }
  await Promise.all(folders.map(add));
  return () => {
    for (const watcher of watchers.values()) watcher?.close();
    watchers.clear();
  };
}
