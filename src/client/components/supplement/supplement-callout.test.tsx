import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi, setUpApiTests } from '../../test/api-harness.tsx';
import {
  APPLICATION_ID,
  call,
  lifecycleState,
  supplementAnswers,
} from '../../test/supplement-fixtures.ts';
import { lockUiSchema, useSupplementLock } from '../../hooks/use-supplement-lock.ts';
import { SupplementCallout } from './supplement-callout.tsx';

const waiting = lifecycleState([
  'loanClaim.projektCim',
  'customFields.egyseg',
  'customFields.egyseg.ferohelyek',
  'documents.ARAJANLAT',
]);

/** A fetch answering the state, the application and its call. */
function stubApi(state: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname;
      const body = path.endsWith('/allapot')
        ? state
        : path.includes('/palyazati-felhivasok/')
          ? call
          : supplementAnswers(null)[`GET /palyazatok/${APPLICATION_ID}`];
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

/** A control of application 7, disabled as the screens disable theirs when the lock keeps it. */
function LockedInput({ item }: { item: string }) {
  const lock = useSupplementLock(7);
  return <input aria-label={item} disabled={lock.isReadOnly(item)} />;
}

describe('supplement request on the application screens', () => {
  setUpApiTests();

  it('lists what the request asks for, each linking to its page, with the deadline in Budapest time', async () => {
    stubApi(waiting);
    renderWithApi(<SupplementCallout applicationId={7} />);
    expect(await screen.findByText(/Határidő: 2027\. 03\. 31\. 12:00/)).toBeTruthy();
    expect((await screen.findByText('Hiteligénylés – A projekt címe')).getAttribute('href')).toBe(
      '/application/loan-claim#projektCim',
    );
    expect(await screen.findByText('Támogatási tartalom – A vendéglátó egység')).toBeTruthy();
    expect(await screen.findByText('Támogatási tartalom – Férőhelyek száma')).toBeTruthy();
    expect((await screen.findByText('Dokumentumok – Árajánlat')).getAttribute('href')).toBe(
      '/attachments#ARAJANLAT',
    );
  });

  it('shows nothing and locks nothing when no supplement is requested', async () => {
    stubApi(lifecycleState(null));
    const { container } = renderWithApi(
      <>
        <SupplementCallout applicationId={7} />
        <LockedInput item="loanClaim.rovidLeiras" />
      </>,
    );
    const input = await screen.findByLabelText('loanClaim.rovidLeiras');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="supplement-callout"]')).toBeNull();
    expect((input as HTMLInputElement).matches(':disabled')).toBe(false);
  });

  it('keeps the fields the request does not unlock read-only', async () => {
    stubApi(waiting);
    renderWithApi(
      <>
        <LockedInput item="loanClaim.projektCim" />
        <LockedInput item="loanClaim.rovidLeiras" />
      </>,
    );
    await vi.waitFor(() =>
      expect(screen.getByLabelText('loanClaim.rovidLeiras').matches(':disabled')).toBe(true),
    );
    expect(screen.getByLabelText('loanClaim.projektCim').matches(':disabled')).toBe(false);
  });

  it('marks the schema form fields outside the request ui:readonly', () => {
    const schema = {
      type: 'object',
      properties: {
        egyseg: { type: 'object', properties: { ferohelyek: {}, egysegNeve: {} } },
        modernizacio: { type: 'object', properties: { fejlesztesCelja: {} } },
      },
    };
    const unlocked = ['customFields.egyseg', 'customFields.modernizacio.nincs'];
    const ui = lockUiSchema(
      { modernizacio: { fejlesztesCelja: { 'ui:widget': 'textarea' } } },
      schema,
      'customFields',
      (item) => !unlocked.some((prefix) => item === prefix || item.startsWith(`${prefix}.`)),
    );
    expect(ui).toEqual({
      egyseg: { ferohelyek: {}, egysegNeve: {} },
      modernizacio: { fejlesztesCelja: { 'ui:widget': 'textarea', 'ui:readonly': true } },
    });
  });
});
