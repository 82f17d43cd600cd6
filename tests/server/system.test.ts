import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import packageJson from '../../package.json' with { type: 'json' };

describeOnEachDatabase('system routes', (get) => {
  it('GET /api/properties returns the version from package.json', async () => {
    const response = await get().app.inject('/api/properties');
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(packageJson.version);
  });

  it('GET /api/health (liveness) answers that the process is up', async () => {
    const response = await get().app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready reports the database, its migrations and the storage', async () => {
    const response = await get().app.inject('/api/ready');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', migrations: 'applied', storage: 'up' },
    });
  });
});
