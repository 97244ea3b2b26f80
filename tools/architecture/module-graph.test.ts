import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeCycle, findCycle, moduleGraph, type ModuleGraph } from './module-graph';

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api/src/modules');

describe('module graph (decisions 088, 092)', () => {
  const graph = moduleGraph(MODULES);

  it('reads the modules and their imports from the source', () => {
    expect([...graph.keys()]).toEqual(expect.arrayContaining(['bookings', 'money', 'notifications', 'users', 'vehicles', 'events']));
    expect(graph.get('booking-mails')!.has('notifications')).toBe(true);
    expect(graph.get('money')!.get('bookings')).toEqual(expect.arrayContaining(['money/service.ts']));
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    const looped: ModuleGraph = new Map([
      ['a', new Map([['b', ['a/service.ts']]])],
      ['b', new Map([['c', ['b/service.ts']]])],
      ['c', new Map([['a', ['c/service.ts']]])],
    ]);
    expect(findCycle(looped)).toEqual(['a', 'b', 'c', 'a']);
    expect(describeCycle(looped, ['a', 'b', 'c', 'a'])).toEqual(['a -> b (a/service.ts)', 'b -> c (b/service.ts)', 'c -> a (c/service.ts)']);
    looped.get('c')!.delete('a');
    expect(findCycle(looped)).toBeUndefined();
  });

  it('has no cycle between the server modules', () => {
    const cycle = findCycle(graph);
    expect(cycle && describeCycle(graph, cycle), 'a cycle between modules: break it (a face query, a pure function moved down, or a reaction to a domain event)').toBeUndefined();
  });

  it('publishes booking changes without knowing who reacts: bookings imports neither money nor the e-mails', () => {
    const bookings = graph.get('bookings')!;
    for (const subscriber of ['money', 'notifications', 'booking-mails']) expect(bookings.has(subscriber), `bookings -> ${subscriber}`).toBe(false);
  });
});
