/**
 * The run in flight per learner and page, across every socket of this server process (docs/judge-sandbox.md
 * "Fairness and quotas"): a new run of the same page, a submission or Stop ends the old one at once, so a
 * learner holds at most one sandbox run per page.
 */
export class RunsInFlight {
  private readonly controllers = new Map<string, AbortController>()

  /** Stops the page's run in flight, if any; true when there was one. */
  stop(userId: number | string, pageId: number | string): boolean {
    const key = `${userId}:${pageId}`
    const controller = this.controllers.get(key)
    if (!controller) return false
    this.controllers.delete(key)
    controller.abort()
    return true
  }

  /** Starts tracking a new run of the page (stopping the previous one); `done` forgets it when it ends. */
  start(userId: number | string, pageId: number | string): { signal: AbortSignal; done: () => void } {
    this.stop(userId, pageId)
    const key = `${userId}:${pageId}`
    const controller = new AbortController()
    this.controllers.set(key, controller)
    return { signal: controller.signal, done: () => this.controllers.get(key) === controller && this.controllers.delete(key) }
  }
}
