// A request budget for one privileged run (report, maintainer-evaluate, maintainer-report,
// publish): the Actions token has about 1,000 REST requests an hour per repository, and a crafted
// PR must not spend them (docs/security-model.md, "Request budgets"). The adapter
// (src/adapters/github.ts) asks `take` before every request and fails closed past the limit.
// Check-run writes draw on a reserve the other requests cannot reach, so a run that ran out of
// budget can still complete its check with the reason.
import { GitHubApiError } from './port.js';

/** The default budget of each privileged mode (requests per run) and the share kept for check-run writes. */
export const REQUEST_BUDGETS = {
  report: { limit: 300, reserve: 30 },
  'maintainer-evaluate': { limit: 600, reserve: 0 },
  'maintainer-report': { limit: 150, reserve: 30 },
  publish: { limit: 200, reserve: 0 },
} as const;

export type BudgetedMode = keyof typeof REQUEST_BUDGETS;

/** A request refused because the run has made all the requests its budget allows. */
export class RequestBudgetExhausted extends GitHubApiError {
  constructor(
    readonly limit: number,
    operation: string,
  ) {
    super(
      `request budget exhausted: this run may make ${limit} GitHub API requests and has made them all (${operation} was not sent)`,
      0,
      operation,
    );
  }
}

export class RequestBudget {
  private count = 0;
  /** the first request refused, once the budget ran out */
  refused: RequestBudgetExhausted | undefined;

  constructor(
    readonly limit: number,
    /** requests only check-run writes may use */
    readonly reserve = 0,
  ) {
    if (!Number.isSafeInteger(limit) || limit < 1 || !Number.isSafeInteger(reserve) || reserve < 0 || reserve >= limit)
      throw new RangeError(`a request budget needs 0 <= reserve < limit (got ${reserve} of ${limit})`);
  }

  static forMode(mode: BudgetedMode): RequestBudget {
    const { limit, reserve } = REQUEST_BUDGETS[mode];
    return new RequestBudget(limit, reserve);
  }

  /** requests made so far */
  get used(): number {
    return this.count;
  }

  /** Count one request, or refuse it (RequestBudgetExhausted) past the limit. */
  take(operation: string, checkRunWrite: boolean): void {
    const cap = checkRunWrite ? this.limit : this.limit - this.reserve;
    if (this.count >= cap) {
      const refused = new RequestBudgetExhausted(this.limit, operation);
      this.refused ??= refused;
      throw refused;
    }
    this.count += 1;
  }
}
