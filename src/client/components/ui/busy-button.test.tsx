/** The busy button keeps the focus while its action runs and ignores presses meanwhile (issue 20). */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button.tsx';

afterEach(cleanup);

describe('BusyButton', () => {
  it('stays enabled and focused while busy, says so, and ignores presses and submission', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <BusyButton type="submit" busy={false} onClick={onClick} text="Mentés" />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Mentés' }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <form onSubmit={onSubmit}>
        <BusyButton type="submit" busy onClick={onClick} text="Mentés" />
      </form>,
    );
    // Blueprint's `loading` would set `disabled`, and the browser would drop the focus.
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('.bp6-button-spinner')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
