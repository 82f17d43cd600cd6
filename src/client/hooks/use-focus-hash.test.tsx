import { act, cleanup, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusHash } from './use-focus-hash.ts';

/** A page whose items appear only after its "data" arrives, like the application screens. */
function Page() {
  useFocusHash();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(timer);
  }, []);
  if (!loaded) return <p>…</p>;
  return (
    <ul>
      <li id="ARAJANLAT">
        <button type="button">Törlés</button>
        <input aria-label="Árajánlat" type="file" />
      </li>
      <li>
        <input id="root_egyseg_ferohelyek" aria-label="Férőhelyek száma" />
      </li>
    </ul>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/page', element: <Page /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('useFocusHash', () => {
  afterEach(cleanup);

  it("focuses a list item's control once the item appears", async () => {
    renderAt('/page#ARAJANLAT');
    await vi.waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Árajánlat'),
    );
  });

  it('focuses a schema form field named by its property path', async () => {
    renderAt(`/page#${encodeURIComponent('egyseg.ferohelyek')}`);
    await vi.waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Férőhelyek száma'),
    );
  });

  it('leaves the focus alone without a hash', async () => {
    renderAt('/page');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(document.body);
  });
});
