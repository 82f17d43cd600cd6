/**
 * Query budgets (issue 14): a read route declares beside itself how many SQL queries one request
 * may run, `config: { queryBudget: n }`, a number that must not grow with the rows it answers.
 * This plugin collects them as routes are registered; tests/server/query-count.test.ts counts
 * the queries of each route with 1 and with 20 items and holds it to the budget.
 */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** SQL queries one request of this route may run, whatever the number of rows. */
    queryBudget?: number;
  }
  interface FastifyInstance {
    /** 'GET /api/…' → the route's query budget, for the query-count test. */
    queryBudgets: Map<string, number>;
    /** Every 'GET /api/…' route, so the test can tell one that is neither measured nor exempt. */
    readRoutes: Set<string>;
  }
}

export const queryBudgetPlugin = fp(
  async (app) => {
    const budgets = new Map<string, number>();
    const reads = new Set<string>();
    app.decorate('queryBudgets', budgets);
    app.decorate('readRoutes', reads);
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (methods.includes('GET') && route.url.startsWith('/api/')) reads.add(route.url);
      const budget = (route.config as { queryBudget?: number } | undefined)?.queryBudget;
      if (budget === undefined) return;
      for (const method of methods) budgets.set(`${method} ${route.url}`, budget);
    });
  },
  { name: 'query-budget' },
);
