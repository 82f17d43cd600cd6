/**
 * The announced result of the last back-office action: a status line that takes the focus when
 * its text changes, so a keyboard or screen-reader user hears what happened and goes on from
 * there (the form that held the focus may have gone with the action).
 */
import { useEffect, useRef, useState } from 'react';

export function useAnnouncedResult() {
  const ref = useRef<HTMLParagraphElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Once the new text is rendered, so a screen reader reads it when the focus lands.
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  const node = (
    <p ref={ref} role="status" tabIndex={-1} className="backoffice-result">
      {message}
    </p>
  );
  return { announce: (text: string) => setMessage(text), clear: () => setMessage(null), node };
}
