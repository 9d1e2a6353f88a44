/**
 * Where this instance is in its life, as the readiness probe tells the load balancer (decision 0052):
 * serving, then draining once SIGTERM/SIGINT arrives (still answering, /api/ready 503 so no new
 * traffic is sent), then closing (app.close(): refuse-while-closing.ts answers 503 SHUTTING_DOWN).
 */
export class Lifecycle {
  private isDraining = false;

  get draining(): boolean {
    return this.isDraining;
  }

  /** From now on the instance is on its way out: readiness answers 503. Idempotent. */
  startDraining(): void {
    this.isDraining = true;
  }
}
