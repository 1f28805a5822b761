import type { FeedbackList } from '../../../contract/report';
import type { DictEntry } from '../../../contract/public';
import { formatDate } from '../../i18n/format-date';
import { t } from '../../i18n/i18n';

const STATE_KEYS = ['feedback.state0', 'feedback.state1', 'feedback.state2'] as const;

/** The borrower's past feedback, newest first, each with its reference and state. */
export function FeedbackHistory({ items, types }: { items: FeedbackList; types: readonly DictEntry[] }) {
  return (
    <section className="fb-history" aria-labelledby="fb-history">
      <h2 id="fb-history">{t('feedback.historyTitle')}</h2>
      {items.length === 0 ? (
        <p>{t('feedback.historyEmpty')}</p>
      ) : (
        <ul>
          {items.map((f) => (
            <li key={f.referenceNo} className="fb-item">
              <p className="fb-item-head">
                <strong>{f.referenceNo}</strong>
                <span className={`fb-state fb-state--${f.state}`}>{t(STATE_KEYS[f.state] ?? STATE_KEYS[0])}</span>
              </p>
              <p className="fb-hint">
                {types.find((x) => x.key === f.type)?.value ?? f.type} · {formatDate(f.createdAt)}
              </p>
              <p className="fb-item-text">{f.content}</p>
              {f.reply && <p>{t('feedback.reply', { text: f.reply })}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
