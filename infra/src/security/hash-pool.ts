import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A small pool of worker threads that run argon2id (issue 9 §1): a ~150 ms hash never blocks the event loop,
 * so other requests — and the rate-limit reservations of concurrent sign-ins — keep being answered while a
 * password is checked. `HASH_WORKERS` sets the size (default: cores − 1, between 1 and 4). Workers are
 * unref'd: an idle pool never keeps the process alive.
 */
type Job = { op: 'hash' | 'verify'; password: string; encoded?: string };
interface Pending {
  job: Job;
  resolve(v: string | boolean): void;
  reject(e: Error): void;
}

export class HashPool {
  private idle: Worker[] = [];
  private all: Worker[] = [];
  private queue: Pending[] = [];
  private running = new Map<Worker, Pending>();
  private nextId = 0;
  /** How many hashes and verifications ran (tests count verifications to prove the login limit). */
  readonly stats = { hashes: 0, verifications: 0 };

  constructor(
    private params: Record<string, number>,
    private size = Number(process.env.HASH_WORKERS) || Math.max(1, Math.min(4, availableParallelism() - 1)),
  ) {}

  run(job: Job): Promise<string | boolean> {
    if (job.op === 'hash') this.stats.hashes++;
    else this.stats.verifications++;
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./hash-worker.mjs', import.meta.url), {
      workerData: { params: this.params },
    });
    worker.unref();
    worker.on('message', (msg: { result?: string | boolean; error?: string }) => {
      const p = this.running.get(worker);
      this.running.delete(worker);
      this.idle.push(worker);
      if (p) {
        if (msg.error !== undefined) p.reject(new Error(msg.error));
        else p.resolve(msg.result as string | boolean);
      }
      this.pump();
    });
    worker.on('error', (error) => this.drop(worker, error));
    worker.on('exit', (code) => this.drop(worker, new Error(`hash worker exited with ${code}`)));
    this.all.push(worker);
    return worker;
  }

  /** A worker that died fails its job (the caller answers internalServerError) and is replaced on demand. */
  private drop(worker: Worker, error: Error) {
    this.all = this.all.filter((w) => w !== worker);
    this.idle = this.idle.filter((w) => w !== worker);
    const p = this.running.get(worker);
    this.running.delete(worker);
    p?.reject(error);
    this.pump();
  }

  private pump() {
    while (this.queue.length) {
      const worker = this.idle.pop() ?? (this.all.length < this.size ? this.spawn() : null);
      if (!worker) return;
      const p = this.queue.shift()!;
      this.running.set(worker, p);
      // Busy workers keep the process alive until their answer is back; idle ones do not.
      worker.ref();
      worker.postMessage({ id: this.nextId++, ...p.job });
      const release = () => worker.unref();
      const { resolve, reject } = p;
      p.resolve = (v) => (release(), resolve(v));
      p.reject = (e) => (release(), reject(e));
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((w) => w.terminate()));
    this.all = [];
    this.idle = [];
  }
}
