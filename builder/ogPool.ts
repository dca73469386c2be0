/**
 * Renders Open Graph cards on worker threads, one per core the machine offers
 * (os.availableParallelism), started on the first card: satori and resvg are CPU-bound and
 * synchronous, so one thread would render a thousand cards one after another.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { OgCard } from './ogTypes.js';

export interface OgPool {
  /** The card as PNG bytes (builder/ogImage.ts renderOgImage, on a worker). Rejects with the worker's error. */
  render(card: OgCard): Promise<Buffer>;
  /** Stops the workers. */
  close(): Promise<void>;
}

interface Reply {
  id: number;
  png?: Uint8Array;
  error?: string;
}

interface Job {
  id: number;
  card: OgCard;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * A pool of workers rendering Open Graph cards. Each worker renders one card at a time; the rest
 * wait here, so memory holds `size` renders, not every card at once.
 * @param size how many workers (default: the machine's cores), started on the first card
 * @returns the pool: `render` a card, `close` it when done
 */
export function ogPool(size = availableParallelism()): OgPool {
  const idle: Worker[] = [];
  const all: Worker[] = [];
  const queue: Job[] = [];
  const running = new Map<Worker, Job>();
  let next = 0;
  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      running.set(worker, job);
      worker.postMessage({ id: job.id, card: job.card });
    }
  };
  const start = () => {
    for (let i = 0; i < size; i += 1) {
      const worker = new Worker(new URL('./ogWorker.mjs', import.meta.url));
      worker.on('message', ({ png, error }: Reply) => {
        const job = running.get(worker);
        running.delete(worker);
        idle.push(worker);
        if (png !== undefined) job?.resolve(Buffer.from(png));
        else job?.reject(new Error(error));
        dispatch();
      });
      worker.on('error', (error: Error) => {
        running.get(worker)?.reject(error);
        for (const job of queue.splice(0)) job.reject(error);
      });
      all.push(worker);
      idle.push(worker);
    }
  };
  return {
    render(card) {
      if (all.length === 0) start();
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: next++, card, resolve, reject });
        dispatch();
      });
    },
    async close() {
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}
