import type { Connection, Tx } from '../db/connect.ts';
import type { EventStore } from '../eventStore/eventStore.ts';
import type { EventMetadata, NewEvent } from '../eventStore/types.ts';

/** A stream's decider, as Emmett shapes one: the state its events fold to, and what a command makes of it. */
export type Decider<State, Command, Event extends NewEvent> = {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (state: State, command: Command, now: Date) => Event[];
};

export type Handling<Command, Event> = {
  metadata: EventMetadata;
  clock: () => Date;
  /**
   * The command, made inside the transaction when it needs facts read there (of read models the
   * decision depends on); made again, on fresh facts, when the command is tried again.
   */
  command: Command | ((tx: Tx) => Command | Promise<Command>);
  /** 'new': the command starts the stream, which then has nothing to read. */
  stream?: 'new';
  /** Tried again this many times when another writer appended to the stream first (then 409). */
  retries?: number;
  /** Inside the transaction, after the append: checks that roll the command back by throwing. */
  then?: (tx: Tx, events: Event[]) => Promise<void>;
  /** The connection to run on, when the caller read on it first (and releases it). */
  connection?: Connection;
};

/**
 * The one command handler: in one transaction, folds the stream into its state, decides, and
 * appends the events at the version it read, so that of two commands deciding on the same
 * state only one commits; the other is decided again on the new state, or refused.
 */
export async function handle<State, Command, Event extends NewEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  h: Handling<Command, Event>,
): Promise<Event[]> {
  return store.transact((tx) => handleIn(tx, store, streamId, decider, h), h.retries ?? 5, h.connection);
}

/**
 * handle's work inside a transaction the caller holds, for the rare command that must change
 * several streams at once or not at all (an import of rooms): the caller retries the whole.
 */
export async function handleIn<State, Command, Event extends NewEvent>(
  tx: Tx,
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  h: Omit<Handling<Command, Event>, 'retries' | 'connection'>,
): Promise<Event[]> {
  const history = h.stream === 'new' ? [] : await store.readStream(streamId, tx);
  const state = history.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as Event), decider.initialState());
  const command = typeof h.command === 'function' ? await (h.command as (tx: Tx) => Command | Promise<Command>)(tx) : h.command;
  const events = decider.decide(state, command, h.clock());
  await store.append(tx, streamId, history.length || 'no_stream', events, h.metadata);
  await h.then?.(tx, events);
  return events;
}
