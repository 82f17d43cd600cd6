import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/app.ts';
import packageJson from '../../package.json' with { type: 'json' };

describeOnEachDatabase('system routes', (get) => {
  it('GET /api/properties returns the version from package.json', async () => {
    const response = await get().app.inject('/api/properties');
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBe(packageJson.version);
  });

  it('GET /api/health reports the database as up', async () => {
    const response = await get().app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
