import { useEffect, useState } from 'preact/hooks';
import type { PageProps } from '../../app/routes';
import { formatDate } from '../../i18n/format';
import { locale, t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { Spinner } from '../../ui/loader';
import { fill, loadPolicy, type PolicyText } from './policy-text';
import './privacy-policy.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; text: PolicyText };

/** The privacy notice (Data Privacy Act of 2012, NPC Circular 20-01) in the active language, loaded on demand. */
export default function PrivacyPolicyPage({ titleKey }: PageProps) {
  const lang = locale.value;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    loadPolicy(lang).then(
      (text) => live && setLoad({ state: 'done', text }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [lang, attempt]);

  return (
    <>
      <Header title={t(titleKey)} />
      <main class="policy">
        {load.state === 'loading' && <Spinner />}
        {load.state === 'failed' && (
          <div role="alert">
            <p>{t('error.loadFailedBody')}</p>
            <Button onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</Button>
          </div>
        )}
        {load.state === 'done' && <Policy text={load.text} />}
      </main>
    </>
  );
}

function Policy({ text }: { text: PolicyText }) {
  return (
    <article>
      <p class="policy-updated">
        {text.updatedLabel}: <time dateTime={text.updated}>{formatDate(text.updated)}</time>
      </p>
      <p>{fill(text.intro)}</p>
      {text.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.blocks.map((b, i) =>
            typeof b === 'string' ? (
              <p key={i}>{fill(b)}</p>
            ) : (
              <ul key={i}>
                {b.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
