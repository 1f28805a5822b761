import type { PageProps } from '../../router/page-props';
import { formatDate } from '../../i18n/format-date';
import { locale, t } from '../../i18n/i18n';
import { Header } from '../../ui/header';
import { LanguageSwitch } from '../../ui/language-switch';
import { LoadRetry } from '../../ui/load-retry';
import { Spinner } from '../../ui/loader';
import { useLoad } from '../../ui/use-load';
import { fill, loadPolicy, type PolicyText } from './policy-text';
import './privacy-policy.css';

/** The privacy notice (Data Privacy Act of 2012, NPC Circular 20-01) in the active language, loaded on demand. */
export default function PrivacyPolicyPage({ titleKey }: PageProps) {
  const lang = locale.value;
  const load = useLoad(() => loadPolicy(lang), [lang]);

  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page policy">
        {/* Opened straight from a link, the borrower may need another language before reading. */}
        <LanguageSwitch className="policy-lang" />
        {load.state === 'loading' && <Spinner />}
        {load.state === 'failed' && <LoadRetry onRetry={load.retry} />}
        {load.data && <Policy text={load.data} />}
      </main>
    </>
  );
}

function Policy({ text }: { text: PolicyText }) {
  return (
    <article>
      <p className="policy-updated">
        {text.updatedLabel}: <time dateTime={text.updated}>{formatDate(Date.parse(text.updated + 'T12:00:00+08:00'))}</time>
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
