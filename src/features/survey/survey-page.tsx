import { useState } from 'react';
import { sendSurvey } from '../../api/survey';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Header } from '../../ui/header';
import { Textarea } from '../../ui/textarea';
import './survey.css';
import './survey-messages';

const SCORES = [1, 2, 3, 4, 5];

/** The short satisfaction survey: a score 1-5 and an optional comment, stored by the server. */
export default function SurveyPage({ titleKey }: PageProps) {
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async () => {
    setError(!score);
    if (!score || busy) return;
    setBusy(true);
    try {
      await sendSurvey({ score, comment: comment.trim() || undefined });
      setDone(true);
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page survey">
        {done ? (
          <p role="status">{t('survey.thanks')}</p>
        ) : (
          <form noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
            <fieldset aria-describedby={error ? 'survey-error' : undefined}>
              <legend>{t('survey.scoreLabel')}</legend>
              <div className="survey-row">
                {SCORES.map((n) => (
                  <label key={n} className="survey-choice">
                    <input
                      type="radio"
                      name="score"
                      aria-label={t('survey.score', { n })}
                      checked={score === n}
                      onChange={() => (setScore(n), setError(false))}
                    />
                    <span aria-hidden="true">{n}</span>
                  </label>
                ))}
              </div>
              {error && (
                <p id="survey-error" className="survey-error" role="alert">
                  {t('survey.scoreRequired')}
                </p>
              )}
            </fieldset>
            <Textarea label={t('survey.commentLabel')} value={comment} onChange={setComment} maxLength={500} rows={3} />
            <Button type="submit" block busy={busy}>
              {t('common.submit')}
            </Button>
          </form>
        )}
      </main>
    </>
  );
}
