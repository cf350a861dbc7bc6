// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepAnswers, usePublicData } from './use-public-data';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Home {
  title: string;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** Renders a screen reading `key`, counting its renders. */
async function renderScreen(key: string, load: (signal: AbortSignal) => Promise<Home>) {
  const container = document.createElement('div');
  const counted = { renders: 0 };
  function Screen() {
    const { data, loading } = usePublicData(key, load);
    counted.renders += 1;
    return <p>{loading ? 'loading' : data?.title}</p>;
  }
  root = createRoot(container);
  await act(async () => root!.render(<Screen />));
  return { container, counted };
}

describe('usePublicData', () => {
  it('shows a kept answer (a page rendered on the server) in one render, without asking again', async () => {
    keepAnswers({ 'en|guest||home kept': { title: 'Local experiences' } });
    const load = vi.fn(async () => ({ title: 'asked again' }));

    const { container, counted } = await renderScreen('home kept', load);

    expect(container.textContent).toBe('Local experiences');
    expect(load).not.toHaveBeenCalled();
    // The effect keeps the state the first render showed: no second render of the whole screen.
    expect(counted.renders).toBe(1);
  });

  it('loads a key with no kept answer and shows it once it arrives', async () => {
    let answer!: (home: Home) => void;
    const load = vi.fn(() => new Promise<Home>((resolve) => (answer = resolve)));

    const { container } = await renderScreen('home fresh', load);
    expect(container.textContent).toBe('loading');
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => answer({ title: 'Wine tasting' }));
    expect(container.textContent).toBe('Wine tasting');
  });
});
