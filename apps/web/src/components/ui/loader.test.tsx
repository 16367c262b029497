import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Loader, LOADER_MAX_MS } from './loader';

describe('Loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides itself after at most 5 seconds', () => {
    const onTimeout = vi.fn();
    render(<Loader label="Carregando agenda…" onTimeout={onTimeout} />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando agenda…');
    act(() => vi.advanceTimersByTime(LOADER_MAX_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(LOADER_MAX_MS).toBe(5000);
  });

  it('hides at once when no longer active, and restarts when active again', () => {
    const { rerender } = render(<Loader active />);
    act(() => vi.advanceTimersByTime(3000));
    rerender(<Loader active={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<Loader active />);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
