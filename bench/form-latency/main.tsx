/**
 * The benchmark page: renders the reference form with the renderer named by `?impl=` (ours,
 * rjsf, plain) and records, for every keydown, the time to the next animation frame. The
 * listener is on `document` in the capture phase, so it starts the clock before React's own
 * handlers run; the frame callback runs after the synchronous React update of that keystroke.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { PlainForm } from './impls/plain.tsx';
import { RjsfForm } from './impls/rjsf.tsx';
import { countLeafFields } from './reference-form.ts';

interface Sample {
  /** keydown → next requestAnimationFrame callback (ms). */
  frame: number;
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

document.addEventListener(
  'keydown',
  () => {
    const started = performance.now();
    requestAnimationFrame(() => {
      const frame = performance.now() - started;
      const channel = new MessageChannel();
      channel.port1.addEventListener('message', () => {
        window.__bench.samples.push({ frame, paint: performance.now() - started });
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
  let Renderer: () => React.ReactNode = impl === 'rjsf' ? RjsfForm : PlainForm;
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
