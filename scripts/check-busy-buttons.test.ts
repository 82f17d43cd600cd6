import { describe, expect, it } from 'vitest';
import { busyButtonProblems, findBusyButtonProblems } from './check-busy-buttons.mjs';

describe('busy buttons in src/client (issue 20: one way, which keeps the focus)', () => {
  it('refuses a Blueprint button given `loading`, on one line or several', () => {
    expect(
      busyButtonProblems('src/client/x.tsx', '<Button type="submit" loading={busy} fill>'),
    ).toEqual([
      'src/client/x.tsx:1: <Button loading> disables the button and drops the focus; use BusyButton (src/client/components/ui/busy-button.tsx) with busy={…}',
    ]);
    expect(
      busyButtonProblems(
        'src/client/x.tsx',
        'a\n<AnchorButton\n  onClick={() => go()}\n  loading\n/>',
      ),
    ).toEqual([expect.stringMatching(/^src\/client\/x\.tsx:2: <AnchorButton loading>/)]);
  });

  it('allows BusyButton, and `loading` inside an attribute value', () => {
    expect(busyButtonProblems('src/client/x.tsx', '<BusyButton busy={loading} />')).toEqual([]);
    expect(
      busyButtonProblems('src/client/x.tsx', '<Button onClick={() => set({ loading: true })} />'),
    ).toEqual([]);
  });

  it('finds nothing in the client as it is', () => {
    expect(findBusyButtonProblems()).toEqual([]);
  });
});
