/**
 * Preloaded into the server by bench/memory.mjs (`node --import ./bench/memoryProbe.mjs …`), never
 * by the product: on SIGUSR2 it writes where the process's memory is to the JSON file named by
 * MEMORY_PROBE_FILE. Shape: `{ process, mainHeap, mainSpaces, workers: [{ heap, spaces }],
 * status, mappings }`, every figure in bytes: process.memoryUsage() (rss, heapTotal, heapUsed,
 * external, arrayBuffers), v8.getHeapStatistics() and getHeapSpaceStatistics() of the main thread
 * and of each worker thread (Worker#getHeapStatistics), VmRSS/RssAnon/RssFile from
 * /proc/self/status, and the resident bytes of /proc/self/smaps grouped by mapping (the node
 * binary, other files, the brk heap, anonymous memory). When the file MEMORY_PROBE_FILE.gc exists
 * at the signal, it is removed and every thread first runs a full garbage collection, so that
 * the reading shows what is live.
 */
import { EventEmitter } from 'node:events';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import workerThreads from 'node:worker_threads';

const out = process.env.MEMORY_PROBE_FILE;
/** V8's full garbage collection, for a reading of what is live (the flag can be set at run time). */
const collect = () => {
  v8.setFlagsFromString('--expose-gc');
  runInNewContext('gc')();
};
/** Main thread to workers: "gc" asks each worker to collect its garbage. */
const channel = out === undefined ? undefined : new BroadcastChannel('memory-probe');

if (!workerThreads.isMainThread && channel !== undefined) {
  // In a worker thread (preloaded by the patched Worker below): its heap spaces, every 200 ms.
  const write = () =>
    writeFileSync(`${out}.worker-${workerThreads.threadId}`, JSON.stringify(v8.getHeapSpaceStatistics()));
  setInterval(write, 200).unref();
  channel.onmessage = ({ data }) => {
    if (data !== 'gc') return;
    collect();
    write();
  };
}
channel?.unref(); // never what keeps a thread alive
if (workerThreads.isMainThread && out !== undefined) {
  // Every Worker the server starts is remembered, so that its isolate's heap can be read.
  const workers = new Set();
  const Original = workerThreads.Worker;
  const withoutWorkers = process.env.MEMORY_PROBE_WITHOUT_WORKERS === '1';
  const standIn = () => {
    const fake = new EventEmitter();
    fake.ref = fake.unref = () => undefined;
    fake.terminate = async () => undefined;
    fake.postMessage = ({ id, params }) =>
      setImmediate(() =>
        fake.emit('message', { id, result: { ...params, searched: params.q, total: 0, pages: 1, hits: [] } }),
      );
    return fake;
  };
  workerThreads.Worker = class extends Original {
    constructor(url, options = {}) {
      // Attribution only: a stand-in that starts no thread and answers every search with no hits.
      if (withoutWorkers) return standIn();
      // The probe is preloaded into the worker too, whatever execArgv the server gives it.
      super(url, { ...options, execArgv: [...(options.execArgv ?? []), '--import', import.meta.url] });
      workers.add(this);
      this.on('exit', () => workers.delete(this));
    }
  };
  syncBuiltinESMExports();

  const status = () => {
    const text = readFileSync('/proc/self/status', 'utf8');
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`, 'u').exec(text)?.[1] ?? 0) * 1024;
    return { VmRSS: field('VmRSS'), RssAnon: field('RssAnon'), RssFile: field('RssFile'), VmHWM: field('VmHWM') };
  };
  /**
   * Resident bytes of /proc/self/smaps by mapping kind. glibc gives each thread that mallocs an
   * arena of its own, a heap reserved 64 MiB at a time on a 64 MiB boundary (HEAP_MAX_SIZE): an
   * anonymous read-write mapping that starts on such a boundary and, with the reserved
   * (---p) mapping right after it, spans 64 MiB, is counted as one.
   */
  const mappings = () => {
    const ARENA = 64 * 1024 * 1024;
    const regions = [];
    for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
      const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/u.exec(line);
      if (header !== null) {
        const [, from, to, perms, path] = header;
        regions.push({ from: BigInt(`0x${from}`), to: BigInt(`0x${to}`), perms, path: path.trim(), rss: 0 });
        continue;
      }
      const rss = /^Rss:\s+(\d+) kB/u.exec(line);
      if (rss !== null) regions.at(-1).rss = Number(rss[1]) * 1024;
    }
    const groups = {};
    regions.forEach((region, i) => {
      let kind;
      if (region.path === '') {
        const next = regions[i + 1];
        const end = next?.path === '' && next.perms.startsWith('---') && next.from === region.to ? next.to : region.to;
        const arena =
          region.perms.startsWith('rw') && region.from % BigInt(ARENA) === 0n && end - region.from === BigInt(ARENA);
        kind = arena ? 'glibc arenas of other threads' : 'other anonymous (V8 heaps, stacks, large mallocs)';
      } else if (region.path.startsWith('['))
        kind = region.path === '[heap]' ? '[heap] (the main glibc arena)' : region.path;
      else if (region.path === process.execPath) kind = 'node binary';
      else kind = region.path.includes('.so') ? 'shared libraries' : `file ${region.path}`;
      groups[kind] = (groups[kind] ?? 0) + region.rss;
    });
    return groups;
  };

  process.on('SIGUSR2', async () => {
    // A reading asked with MEMORY_PROBE_FILE.gc present comes after a full collection in every thread.
    if (existsSync(`${out}.gc`)) {
      rmSync(`${out}.gc`);
      channel.postMessage('gc');
      collect();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const report = {
      process: process.memoryUsage(),
      mainHeap: v8.getHeapStatistics(),
      mainSpaces: v8.getHeapSpaceStatistics(),
      workers: await Promise.all(
        [...workers].map(async (worker) => ({
          heap: await worker.getHeapStatistics(),
          spaces: (() => {
            try {
              return JSON.parse(readFileSync(`${out}.worker-${worker.threadId}`, 'utf8'));
            } catch {
              return [];
            }
          })(),
          resourceLimits: worker.resourceLimits,
        })),
      ),
      status: status(),
      mappings: mappings(),
    };
    writeFileSync(out, JSON.stringify(report));
  });
}
