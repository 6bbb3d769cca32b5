import { act, render, screen } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';

import { useAtomSnapshot } from './use-atom-snapshot';

const countAtom = atom(0);

function renderCounter() {
  const store = createStore();
  const renders: number[] = [];
  function Counter() {
    const count = useAtomSnapshot(countAtom);
    renders.push(count);
    return <output aria-label="count">{count}</output>;
  }
  render(
    <Provider store={store}>
      <Counter />
    </Provider>,
  );
  return { store, renders };
}

describe('useAtomSnapshot', () => {
  it('renders a component once when it mounts (jotai’s useAtomValue renders it twice)', () => {
    const { renders } = renderCounter();
    expect(renders).toEqual([0]);
    expect(screen.getByRole('status', { name: 'count' })).toHaveTextContent('0');
  });

  it('renders again when the atom changes, and not when it is set to the value it has', () => {
    const { store, renders } = renderCounter();
    act(() => store.set(countAtom, 2));
    expect(screen.getByRole('status', { name: 'count' })).toHaveTextContent('2');
    act(() => store.set(countAtom, 2));
    expect(renders).toEqual([0, 2]);
  });

  it('reads the store of the nearest Provider', () => {
    const store = createStore();
    store.set(countAtom, 5);
    function Reader() {
      return <output aria-label="count">{useAtomSnapshot(countAtom)}</output>;
    }
    render(
      <Provider store={store}>
        <Reader />
      </Provider>,
    );
    expect(screen.getByRole('status', { name: 'count' })).toHaveTextContent('5');
  });
});
