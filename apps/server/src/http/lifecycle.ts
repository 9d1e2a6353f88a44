/**
 * Where this instance is in its life, as the readiness probe tells the load balancer (decision 0052):
 * serving, then draining once SIGTERM/SIGINT arrives (still answering, /api/ready 503 so no new
 * traffic is sent), then closing (app.close(): refuse-while-closing.ts answers 503 SHUTTING_DOWN).
 */
export class Lifecycle {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /** From now on the instance is on its way out: readiness answers 503. Idempotent. */
  startDraining(now = Date.now()): void {
    this.drainingSince ??= now;
  }
}
