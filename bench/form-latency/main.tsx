/**
 * The benchmark page: renders the reference form with the renderer named by `?impl=` (ours,
 * rjsf, plain) and records, for every keydown, the time to the next animation frame. The
 * listener is on `document` in the capture phase, so it starts the clock before React's own
 * handlers run; the frame callback runs after the synchronous React update of that keystroke.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { PlainForm } from './impls/plain.tsx';
import { countLeafFields } from './reference-form.ts';

interface Sample {
  /** keydown → next requestAnimationFrame callback (ms). */
  frame: number;
  /**
   * keydown → the end of the keystroke's synchronous handling: the `input` event has passed
   * React's root listener (ms). The renderer's own work, without the wait for the next frame.
   */
  work: number;
  /** keydown → a task queued from that frame callback, i.e. after the frame was painted (ms). */
  paint: number;
}

declare global {
  interface Window {
    __bench: {
      impl: string;
      fields: number;
      ready: boolean;
      mountMs: number | null;
      status: string;
      samples: Sample[];
    };
  }
}

const impl = new URLSearchParams(location.search).get('impl') ?? 'plain';
const mountStarted = performance.now();
window.__bench = {
  impl,
  fields: countLeafFields(),
  ready: false,
  mountMs: null,
  status: 'ok',
  samples: [],
};

let workDone = 0;
// On window in the bubble phase: after React's listener on its root container has run.
window.addEventListener('input', () => {
  workDone = performance.now();
});

document.addEventListener(
  'keydown',
  () => {
    const started = performance.now();
    workDone = started;
    requestAnimationFrame(() => {
      const frame = performance.now() - started;
      const work = workDone - started;
      const channel = new MessageChannel();
      channel.port1.addEventListener('message', () => {
        window.__bench.samples.push({ frame, work, paint: performance.now() - started });
      });
      channel.port1.start();
      channel.port2.postMessage(null);
    });
  },
  true,
);

function Ready({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    requestAnimationFrame(() => {
      window.__bench.mountMs = performance.now() - mountStarted;
      window.__bench.ready = true;
    });
  }, []);
  return children;
}

async function render(): Promise<void> {
  let Renderer: () => React.ReactNode = PlainForm;
  // Each form library is loaded only on its own page: our engine's build swaps parts of rjsf
  // (fast-uri, deepEquals, ...) that the plain rjsf baseline with its ajv compiler needs whole.
  if (impl === 'rjsf') Renderer = (await import('./impls/rjsf.tsx')).RjsfForm;
  if (impl === 'ours') {
    // Loaded only for our engine, so its code and Blueprint's CSS never touch the other pages.
    const ours = await import('@bench/our-form');
    window.__bench.status = ours.ourFormStatus;
    Renderer = ours.OurForm;
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <Ready>
        <Renderer />
      </Ready>
    </StrictMode>,
  );
}

void render();
