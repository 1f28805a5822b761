import { useEffect, useState } from 'react';
import type { MessageCenter as Center } from '../../../contract/user';
import { fetchMessageCenter, markMessagesRead } from '../../api/user';
import { formatDate } from '../../i18n/format-date';
import { t } from '../../i18n/i18n';
import { unreadMessages } from '../../session/session';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/loader';
import { useLoad } from '../../ui/use-load';

/** What the lender wrote to this borrower, newest first; the ones new on opening stay marked while shown. */
function MessageList({ center }: { center: Center }) {
  if (!center.messages.length) return <p>{t('user.messagesEmpty')}</p>;
  return (
    <ul className="user-messages">
      {center.messages.map((m) => (
        <li key={m.id}>
          <p className="user-message-head">
            <strong>{m.title}</strong>
            {!m.read && <span className="user-message-new">{t('user.messageNew')}</span>}
          </p>
          <p className="user-message-date">{formatDate(m.createdAt)}</p>
          <p>{m.body}</p>
          {m.link && (
            // A hash link: the route table answers it as any other address (an unknown one shows not-found).
            <a className="ui-link user-message-link" href={`#${m.link}`} aria-label={`${t('user.messageOpen')}: ${m.title}`}>
              {t('user.messageOpen')}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The message center's entry in My profile (with the unread count) and its dialog; opening it marks the new messages read. */
export function MessageCenter() {
  const [open, setOpen] = useState(false);
  const center = useLoad(open ? (signal) => fetchMessageCenter({ signal }) : null, [open]);
  useEffect(() => {
    const ids = center.data?.messages.filter((m) => !m.read).map((m) => m.id) ?? [];
    if (!ids.length) return;
    // The badge goes at once; a failed mark only means they show as new next time.
    unreadMessages.value = Math.max(0, (center.data?.unread ?? 0) - ids.length);
    markMessagesRead({ ids }, { quiet: true }).catch(() => {});
  }, [center.data]);
  const unread = unreadMessages.value;
  return (
    <>
      <button type="button" className="ui-link" onClick={() => setOpen(true)}>
        {t('user.messagesTitle')}
        {/* The count in words for the name read out, the badge for the eye (as the tab bar does). */}
        {unread > 0 && <span className="ui-sr-only"> {t('tab.unread', { n: unread })}</span>}
        {unread > 0 && (
          <span className="user-badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      <Dialog open={open} title={t('user.messagesTitle')} onClose={() => setOpen(false)} dismiss={t('common.close')}>
        {center.data ? (
          <MessageList center={center.data} />
        ) : center.state === 'failed' ? (
          <div role="alert">
            <p>{t('error.unknown')}</p>
            <Button variant="secondary" onClick={center.retry}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <Spinner />
        )}
      </Dialog>
    </>
  );
}
