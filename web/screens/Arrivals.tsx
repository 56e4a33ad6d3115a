import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../shared/messages.ts';
import { ErrorAlert, Switch, TextField } from '../plain/formParts.tsx';
import { formatDate, formatDateTime, orDash } from '../plain/format.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { Arrival, ArrivalStatus } from '../plain/types.ts';
import { useCommand, useRead } from './data.ts';
import { useNotify } from './host.tsx';
import { Empty, Loading, PageHeader, Pager } from './parts.tsx';

// These small forms check as they are sent, not as a field is left.
const ignore = () => {};

// No-shows: paid, not come NO_SHOW_DAYS after their day, for the office to decide on (revoke, or wait).
const TABS = [
  ['day', 'Today'],
  ['week', 'This week'],
  ['no_show', 'No-shows'],
] as const;
type Tab = (typeof TABS)[number][0];

const STATUS_WORDS: Record<ArrivalStatus, string> = { expected: 'Expected', in: 'Checked in', out: 'Checked out', no_show: 'No-show' };
const STATUS_CHIPS: Record<ArrivalStatus, string> = { expected: '', in: 'free', out: '', no_show: 'warning' };

/**
 * /arrivals: the porter's lodge, made for a phone or a tablet at the desk. Today's or this week's
 * paid arrivals, the no-shows, or whoever the search finds, as big cards; each checks its guest in (the key or
 * card given, a note) or out (the key returned, the room's condition) in a small form of its own.
 */
export function Arrivals() {
  const [range, setRange] = useState<Tab>('day');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  // The day is the server's: the hostel's today, whatever the device's clock says.
  const list = useRead('arrivals', 'arrivals', {
    range: range === 'no_show' ? 'day' : range,
    no_show: range === 'no_show' ? 'true' : undefined,
    q: q.trim() || undefined,
    page,
  });
  const choose = (next: Tab) => {
    setRange(next);
    setPage(1);
  };
  return (
    <div className="arrivals">
      <PageHeader title="Arrivals" />
      <div className="tabs" role="tablist" aria-label="Which arrivals">
        {TABS.map(([r, label]) => (
          <button key={r} type="button" role="tab" aria-selected={range === r} className="tab" onClick={() => choose(r)}>
            {label}
          </button>
        ))}
      </div>
      <div className="gap-below">
        <TextField
          label="Search by name, index number or reference"
          type="search"
          name="q"
          value={q}
          onChange={(value) => {
            setQ(String(value));
            setPage(1);
          }}
          onBlur={ignore}
        />
      </div>
      {list.isPending ? (
        <Loading label="Loading arrivals" />
      ) : list.isError ? (
        <ErrorAlert>{errorMessage(list.error, 'Failed to fetch arrivals')}</ErrorAlert>
      ) : list.data.data.length === 0 ? (
        <Empty>
          <p>{q.trim() ? 'No paid booking matches this search.' : 'No arrivals expected.'}</p>
        </Empty>
      ) : (
        <>
          <ul className="arrival-list" aria-label="Arrivals">
            {list.data.data.map((arrival) => (
              <ArrivalCard key={arrival.id} arrival={arrival} />
            ))}
          </ul>
          <Pager page={page} lastPage={list.data.last_page} onChange={setPage} />
        </>
      )}
    </div>
  );
}

function ArrivalCard({ arrival: a }: { arrival: Arrival }) {
  const [open, setOpen] = useState<'in' | 'out' | null>(null);
  return (
    <li className="card arrival" aria-label={a.full_name}>
      <div className="arrival-top">
        <div>
          <h2>{a.full_name}</h2>
          <p className="small text-2">
            {orDash(a.index_number)} · {a.reference}
          </p>
        </div>
        <span className={`chip ${STATUS_CHIPS[a.status]}`}>{STATUS_WORDS[a.status]}</span>
      </div>
      <p className="arrival-room">Room {a.room_number}</p>
      <p className="small text-2">
        {a.checked_out_at
          ? `Checked out ${formatDateTime(a.checked_out_at)}`
          : a.checked_in_at
            ? `Checked in ${formatDateTime(a.checked_in_at)} · key ${a.key_number}`
            : `Expected ${formatDate(a.check_in_date)} · ${orDash(a.phone_number)}`}
      </p>
      {!a.checked_out_at && open === null && (
        <button type="button" className="btn big" onClick={() => setOpen(a.checked_in_at ? 'out' : 'in')}>
          {a.checked_in_at ? 'Check out' : 'Check in'}
        </button>
      )}
      {open === 'in' && <CheckInForm arrival={a} onDone={() => setOpen(null)} />}
      {open === 'out' && <CheckOutForm arrival={a} onDone={() => setOpen(null)} />}
    </li>
  );
}

/** What both small forms do: send, say the answer, read the list again; or show why not. */
function useLodgeCommand<P>(send: (params: P) => Promise<{ message: string }>, onDone: () => void) {
  const notify = useNotify();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (params: P) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await send(params);
      notify(answer.message);
      await client.invalidateQueries({ queryKey: ['arrivals'] });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to save'));
    } finally {
      setBusy(false);
    }
  };
  return { submit, failure, busy };
}

function CheckInForm({ arrival, onDone }: { arrival: Arrival; onDone: () => void }) {
  const checkIn = useCommand('arrivals', 'checkIn');
  const [key, setKey] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const { submit, failure, busy } = useLodgeCommand(checkIn.mutateAsync, onDone);
  const keyError = tried && !key.trim() ? MESSAGES.arrivals.keyRequired : undefined;
  return (
    <form
      className="stack lodge-form"
      noValidate
      aria-label={`Check in ${arrival.full_name}`}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (key.trim()) void submit({ id: arrival.id, key_number: key.trim(), note: note.trim() || undefined });
      }}
    >
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <TextField
        label="Key or card number"
        name="key_number"
        value={key}
        error={keyError}
        onChange={(v) => setKey(String(v))}
        onBlur={ignore}
      />
      <TextField label="Note (optional)" name="note" value={note} multiline onChange={(v) => setNote(String(v))} onBlur={ignore} />
      <div className="actions">
        <button type="submit" className="btn big" disabled={busy}>
          {busy ? 'Checking in...' : 'Confirm check-in'}
        </button>
        <button type="button" className="btn outlined big" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function CheckOutForm({ arrival, onDone }: { arrival: Arrival; onDone: () => void }) {
  const checkOut = useCommand('arrivals', 'checkOut');
  const [returned, setReturned] = useState(true);
  const [note, setNote] = useState('');
  const { submit, failure, busy } = useLodgeCommand(checkOut.mutateAsync, onDone);
  return (
    <form
      className="stack lodge-form"
      noValidate
      aria-label={`Check out ${arrival.full_name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ id: arrival.id, key_returned: returned, condition_note: note.trim() || undefined });
      }}
    >
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <Switch label="Key returned" name="key_returned" value={returned} onChange={(v) => setReturned(v === true)} onBlur={ignore} />
      <TextField
        label="Condition of the room (optional)"
        name="condition_note"
        value={note}
        multiline
        onChange={(v) => setNote(String(v))}
        onBlur={ignore}
      />
      <div className="actions">
        <button type="submit" className="btn big" disabled={busy}>
          {busy ? 'Checking out...' : 'Confirm check-out'}
        </button>
        <button type="button" className="btn outlined big" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
