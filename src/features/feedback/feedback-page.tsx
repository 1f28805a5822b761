import { useState } from 'react';
import type { FeedbackAnswer } from '../../../contract/report';
import { fetchDict } from '../../api/public';
import { fetchFeedbackList, sendFeedback } from '../../api/report';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { canDecode, shrinkImage } from '../../platform/shrink-image';
import { Button } from '../../ui/button';
import { copyText } from '../../ui/copy-text';
import { Header } from '../../ui/header';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import { useLoad } from '../../ui/use-load';
import { FeedbackHistory } from './feedback-history';
import { FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGES } from '../../../contract/report';
import { UPLOAD_MAX_BYTES } from '../../../contract/upload';
import { admitImages, feedbackErrors, SHRINK_ABOVE_BYTES } from './feedback-rules';
import { ImagePicker } from './image-picker';
import './feedback.css';
import './feedback-messages';

/** Feedback: a type, the content, up to 5 images shrunk on the device; the answer's reference, then past feedback. */
export default function FeedbackPage({ titleKey }: PageProps) {
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<Blob[]>([]);
  const [errors, setErrors] = useState<ReturnType<typeof feedbackErrors>>(null);
  const [imageError, setImageError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState<FeedbackAnswer | null>(null);
  const types = useLoad((signal) => fetchDict('feedback_type', undefined, { signal }));
  const history = useLoad((signal) => fetchFeedbackList({ signal, quiet: true }), [sent]);

  const pick = async (files: File[]) => {
    const { take, refused } = admitImages(images.length, files);
    setImageError(refused && t(refused, { max: FEEDBACK_MAX_IMAGES }));
    // A file the phone cannot decode is refused now, by name, as the identity and payment pickers do;
    // small photos go as they are, large ones redrawn smaller.
    const readable = await Promise.all(take.map(canDecode));
    const unreadable = take.find((_, i) => !readable[i]);
    const photos = take.filter((_, i) => readable[i]);
    const shrunk = await Promise.all(photos.map((f) => (f.size <= SHRINK_ABOVE_BYTES ? f : shrinkImage(f).catch(() => f))));
    const fit = shrunk.filter((b) => b.size <= UPLOAD_MAX_BYTES);
    if (fit.length < shrunk.length) setImageError(t('feedback.imageTooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }));
    if (unreadable) setImageError(t('feedback.unreadable', { name: unreadable.name }));
    setImages((have) => [...have, ...fit].slice(0, FEEDBACK_MAX_IMAGES));
  };

  const submit = async () => {
    const found = feedbackErrors(type, content);
    setErrors(found);
    if (found || progress !== null) return;
    setProgress(0);
    try {
      setSent(
        await sendFeedback({ type, content: content.trim() }, images, {
          onProgress: (sent, total) => setProgress(total ? sent / total : 0),
        }),
      );
      setType('');
      setContent('');
      setImages([]);
      setImageError(undefined);
    } catch {
      // The client showed the server's message as a toast; the form keeps what was typed.
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page fb">
        {sent ? (
          <section className="fb-sent" role="status" aria-labelledby="fb-sent">
            <h2 id="fb-sent">{t('feedback.sentTitle')}</h2>
            <p>{t('feedback.reference', { ref: sent.referenceNo })}</p>
            <Button variant="secondary" block onClick={() => void copyText(sent.referenceNo)}>
              {t('feedback.copyReference')}
            </Button>
            <Button variant="text" block onClick={() => setSent(null)}>
              {t('feedback.another')}
            </Button>
          </section>
        ) : (
          <form noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
            <Select
              label={t('feedback.typeLabel')}
              value={type}
              onChange={(v) => (setType(v), setErrors((e) => e && { ...e, type: undefined }))}
              options={(types.data ?? []).map((d) => ({ value: d.key, label: d.value }))}
              error={errors?.type && t(errors.type)}
              disabled={busy}
              required
            />
            <Textarea
              label={t('feedback.contentLabel')}
              value={content}
              onChange={(v) => (setContent(v), setErrors((e) => e && { ...e, content: undefined }))}
              maxLength={FEEDBACK_MAX_CHARS}
              rows={5}
              error={errors?.content && t(errors.content)}
              disabled={busy}
              required
            />
            <ImagePicker
              images={images}
              onPick={(f) => void pick(f)}
              onRemove={(i) => setImages((have) => have.filter((_, j) => j !== i))}
              error={imageError}
              disabled={busy}
            />
            {busy && (
              <div className="fb-progress">
                <progress
                  max={100}
                  value={Math.round(progress * 100)}
                  aria-label={t('feedback.uploading', { pct: Math.round(progress * 100) })}
                />
                <span aria-live="polite">{t('feedback.uploading', { pct: Math.round(progress * 100) })}</span>
              </div>
            )}
            <Button type="submit" block busy={busy}>
              {t('common.submit')}
            </Button>
          </form>
        )}
        {history.data && <FeedbackHistory items={history.data} types={types.data ?? []} />}
      </main>
    </>
  );
}
