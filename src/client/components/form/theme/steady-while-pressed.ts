/**
 * Messages that wait for a press to end (issue 20: "the first click is swallowed").
 *
 * A form validated on blur shows or clears messages the moment a field is left. Left by a press
 * on another control, that moment falls between the press and its release: the messages above
 * the control push it down (or pull it up), the release lands beside it, and the browser sends
 * the click to neither. So while a pointer is pressed, a message keeps what it showed when the
 * press began, and takes the new value once the press's click has been handled.
 */
import { useState, useSyncExternalStore } from 'react';

let pressed = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (pressed === next) return;
  pressed = next;
  for (const listener of listeners) listener();
}

const press = () => set(true);
// The click comes after pointerup, in the same task; the messages change after it.
const release = () => setTimeout(() => set(false), 0);

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    // A press that ends outside the window never reports its release.
    window.addEventListener('blur', release);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener('pointerdown', press, true);
    document.removeEventListener('pointerup', release, true);
    document.removeEventListener('pointercancel', release, true);
    window.removeEventListener('blur', release);
    pressed = false;
  };
}

const isPressed = () => pressed;

/** `value`, except that while a pointer is pressed it stays what it was when the press began. */
export function useSteadyWhilePressed<T>(value: T): T {
  const holding = useSyncExternalStore(subscribe, isPressed, () => false);
  const [shown, setShown] = useState(value);
  if (!holding && shown !== value) setShown(value);
  return holding ? shown : value;
}
