/**
 * GET /readyz's checks (ADR 027): a registry on the app, so a module started elsewhere (the job
 * queue) adds its own check: `app.readiness.add('queue', async () => queue.isRunning())`.
 * A check fails when it throws, answers false, or takes longer than the timeout.
 */
export type ReadinessCheck = () => Promise<boolean | void> | boolean | void;
export type CheckState = 'ok' | 'failing';

export interface Readiness {
  add(name: string, check: ReadinessCheck): void;
  remove(name: string): void;
  run(): Promise<{ isReady: boolean; checks: Record<string, CheckState> }>;
}

export function createReadiness(timeoutMs = 2000): Readiness {
  const checks = new Map<string, ReadinessCheck>();

  async function runOne(check: ReadinessCheck): Promise<CheckState> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      const answer = await Promise.race([Promise.resolve().then(check), timeout]);
      return answer === false ? 'failing' : 'ok';
    } catch {
      return 'failing';
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    add(name, check) {
      checks.set(name, check);
    },
    remove(name) {
      checks.delete(name);
    },
    async run() {
      const entries = await Promise.all([...checks].map(async ([name, check]) => [name, await runOne(check)] as const));
      return { isReady: entries.every(([, state]) => state === 'ok'), checks: Object.fromEntries(entries) };
    },
  };
}
