import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import hu from '../../../shared/locales/hu/common.json' with { type: 'json' };
import { initTestI18n } from '../../test/i18n.ts';
import { EnvironmentBanner } from './environment-banner.tsx';

describe('environment banner', () => {
  beforeAll(async () => {
    await initTestI18n('hu');
  });
  afterEach(cleanup);

  it.each(['local', 'dev', 'test', 'uat', 'unknown'] as const)(
    'names the %s environment',
    (env) => {
      render(<EnvironmentBanner env={env} />);
      expect(screen.getByTestId('environment-banner').textContent).toBe(hu.environments[env]);
    },
  );

  it('is absent in production', () => {
    const { container } = render(<EnvironmentBanner env="prod" />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByTestId('environment-banner')).toBeNull();
  });
});
