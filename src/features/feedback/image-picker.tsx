import { useEffect, useMemo } from 'react';
import { t } from '../../i18n/i18n';
import { FEEDBACK_MAX_IMAGES } from '../../../contract/report';
import { UPLOAD_TYPES } from '../../../contract/upload';

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  images: readonly Blob[];
  onPick: (files: File[]) => void;
  onRemove: (index: number) => void;
  error?: string;
  disabled?: boolean;
}

/** Thumbnails of the chosen images with a remove button each, and the file input while fewer than the maximum. */
export function ImagePicker({ images, onPick, onRemove, error, disabled }: ImagePickerProps) {
  const urls = useMemo(() => images.map((b) => URL.createObjectURL(b)), [images]);
  useEffect(
    () => () => {
      for (const u of urls) URL.revokeObjectURL(u);
    },
    [urls],
  );
  return (
    <fieldset className="fb-images" aria-describedby="fb-images-hint fb-images-error">
      <legend>{t('feedback.imagesLabel', { n: images.length, max: FEEDBACK_MAX_IMAGES })}</legend>
      <p id="fb-images-hint" className="fb-hint">
        {t('feedback.imagesHint')}
      </p>
      <ul className="fb-thumbs">
        {urls.map((u, i) => (
          <li key={u}>
            <img src={u} alt="" />
            <button
              type="button"
              className="fb-remove"
              aria-label={t('feedback.removeImage', { n: i + 1 })}
              disabled={disabled}
              onClick={() => onRemove(i)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {images.length < FEEDBACK_MAX_IMAGES && (
        <label className={`ui-btn ui-btn--secondary fb-add${disabled ? ' fb-add--off' : ''}`}>
          {t('feedback.addImage')}
          <input
            type="file"
            accept={UPLOAD_TYPES.join()}
            multiple
            disabled={disabled}
            onChange={(e) => {
              const input = e.target as HTMLInputElement;
              onPick([...(input.files ?? [])]);
              input.value = ''; // the same file may be picked again after removing it
            }}
          />
        </label>
      )}
      <p id="fb-images-error" className="fb-error" role="alert">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
