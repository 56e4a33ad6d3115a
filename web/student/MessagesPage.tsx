import { useState } from 'react';
import { formatPhone } from '../../shared/phone.ts';
import { formatDateTime } from '../plain/format.ts';
import { ErrorAlert, Switch } from '../plain/formParts.tsx';
import { errorMessage } from '../plain/httpClient.ts';
import { CHANNEL_WORDS, NOTIFICATION_STATUS_WORDS, notificationTitle, sentTo } from '../plain/notificationWords.ts';
import type { Notification } from '../plain/types.ts';
import { useCommand, useRead } from '../screens/data.ts';
import { useNotify } from '../screens/host.tsx';
import { Empty, Loading, PageHeader, Pager } from '../screens/parts.tsx';

/** /messages: the SMS and emails the hostel sent the student, newest first, and whether they also want emails. */
export function MessagesPage() {
  const [page, setPage] = useState(1);
  const messages = useRead('notifications', 'myNotifications', { page });
  return (
    <>
      <PageHeader title="Messages" />
      <EmailSetting />
      {messages.isPending ? (
        <Loading label="Loading messages" />
      ) : messages.isError ? (
        <ErrorAlert>{errorMessage(messages.error, 'Failed to fetch your messages')}</ErrorAlert>
      ) : !messages.data.data.length ? (
        <Empty>No message yet. When your booking or payment changes, we text you, and it shows here too.</Empty>
      ) : (
        <>
          <ul className="messages" aria-label="Your messages">
            {messages.data.data.map((n) => (
              <Message key={n.id} message={n} />
            ))}
          </ul>
          <Pager page={page} lastPage={messages.data.meta.last_page} onChange={setPage} disabled={messages.isFetching} />
        </>
      )}
    </>
  );
}

function Message({ message: n }: { message: Notification }) {
  return (
    <li className="card message">
      <div className="message-top">
        <h2>{notificationTitle(n)}</h2>
        <span className={`chip ${n.status}`}>{NOTIFICATION_STATUS_WORDS[n.status] ?? n.status}</span>
      </div>
      <p className="small text-2">
        {CHANNEL_WORDS[n.channel] ?? n.channel} to {sentTo(n)} · {formatDateTime(n.sent_at ?? n.queued_at)}
      </p>
      <p className="message-text">{n.text}</p>
    </li>
  );
}

/** "Email me too": SMS about money cannot be turned off, so only the email is the student's to choose. */
function EmailSetting() {
  const notify = useNotify();
  const settings = useRead('notifications', 'notificationSettings', {});
  const save = useCommand('notifications', 'saveNotificationSettings');
  // The switch shows the choice at once; a refused save puts it back.
  const [chosen, setChosen] = useState<boolean>();
  const email = chosen ?? settings.data?.email ?? true;
  const change = (value: unknown) => {
    if (save.isPending || !settings.data) return;
    const next = value === true;
    setChosen(next);
    save.mutate(
      { email: next },
      {
        onSuccess: (answer) => notify(answer.message),
        onError: () => setChosen(undefined),
      },
    );
  };
  if (settings.isPending) return <Loading label="Loading your settings" />;
  if (settings.isError) return <ErrorAlert>{errorMessage(settings.error, 'Failed to fetch your settings')}</ErrorAlert>;
  const { email_address, phone_number } = settings.data;
  return (
    <section className="card message-setting" aria-label="How we reach you">
      <Switch name="email" label="Email me too" value={email} onChange={change} onBlur={() => {}} />
      <p className="small text-2">
        {email_address ? `Emails go to ${email_address}.` : 'Your account has no email address: messages come by SMS only.'}
      </p>
      <p className="small">
        SMS about money always comes{phone_number ? ` to ${formatPhone(phone_number)}` : ''}: your booking, payments and deadlines.
      </p>
      {save.isError && <ErrorAlert>{errorMessage(save.error, 'Failed to save your setting')}</ErrorAlert>}
    </section>
  );
}
